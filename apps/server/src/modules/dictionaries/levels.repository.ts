import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DB, ImplementationLevelsTable } from '../../db/schema.ts';
import { permissionCountOfLevel } from '../permissions/index.ts';
import { leftJoinUser } from '../users/index.ts';

export type LevelRow = {
  id: number;
  kind: string;
  code: string | null;
  name: string;
  parent_id: number | null;
  activity_types: string[] | null;
};

const levelColumns = ['id', 'kind', 'code', 'name', 'parent_id', 'activity_types'] as const;

/** Items of one kind under one parent (perspectives: parent null), with their audit names. */
export function listLevels(db: Kysely<DB>, kind: string, parentId: number | null) {
  let query = leftJoinUser(
    leftJoinUser(db.selectFrom('implementation_levels as l'), 'c', 'l.created_by'),
    'm',
    'l.modified_by',
  )
    .select([
      'l.id',
      'l.kind',
      'l.code',
      'l.name',
      'l.parent_id',
      'l.activity_types',
      'l.created_at',
      'l.modified_at',
      'c.forename as created_by_forename',
      'c.surname as created_by_surname',
      'm.forename as modified_by_forename',
      'm.surname as modified_by_surname',
    ])
    .where('l.kind', '=', kind)
    .orderBy(sql`l.code is null`)
    .orderBy('l.code')
    .orderBy('l.name')
    .orderBy('l.id');
  query =
    parentId === null ? query.where('l.parent_id', 'is', null) : query.where('l.parent_id', '=', parentId);
  return query.execute();
}

export async function findLevel(db: Kysely<DB>, id: number): Promise<LevelRow | undefined> {
  return db.selectFrom('implementation_levels').select(levelColumns).where('id', '=', id).executeTakeFirst();
}

/** The item and all its ancestors, from the item up to its perspective. */
export async function findLevelChain(db: Kysely<DB>, id: number): Promise<LevelRow[]> {
  const result = await sql<LevelRow>`
    with recursive chain as (
      select id, kind, code, name, parent_id, activity_types, 0 as depth
        from implementation_levels where id = ${id}
      union all
      select l.id, l.kind, l.code, l.name, l.parent_id, l.activity_types, chain.depth + 1
        from implementation_levels l join chain on l.id = chain.parent_id
    )
    select id, kind, code, name, parent_id, activity_types from chain order by depth`.execute(db);
  return result.rows;
}

export function findSiblingByCode(db: Kysely<DB>, parentId: number, code: string) {
  return db
    .selectFrom('implementation_levels')
    .select('id')
    .where('parent_id', '=', parentId)
    .where(sql`upper(code)`, '=', code.toUpperCase())
    .executeTakeFirst();
}

export function insertLevel(
  db: Kysely<DB>,
  level: {
    kind: string;
    code: string;
    name: string;
    parent_id: number;
    created_by: number;
    created_at: Date;
  },
) {
  return db.insertInto('implementation_levels').values(level).returning('id').executeTakeFirstOrThrow();
}

export function renameLevel(db: Kysely<DB>, id: number, name: string, userId: number, now: Date) {
  return db
    .updateTable('implementation_levels')
    .set({ name, modified_by: userId, modified_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteLevel(db: Kysely<DB>, id: number) {
  return db.deleteFrom('implementation_levels').where('id', '=', id).executeTakeFirst();
}

/** What refers to a level and stops its removal. */
export async function countLevelReferences(
  db: Kysely<DB>,
  id: number,
  projectCountOfLevel: (levelId: number) => RawBuilder<number>,
) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('implementation_levels')
        .select(eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .as('children'),
      permissionCountOfLevel(id).as('permissions'),
      projectCountOfLevel(id).as('projects'),
    ])
    .executeTakeFirstOrThrow();
  return {
    children: Number(row.children ?? 0),
    permissions: Number(row.permissions ?? 0),
    projects: Number(row.projects ?? 0),
  };
}

/**
 * For another module's select: joins the implementation levels as `alias` on `alias.id = levelId` (a
 * column of the caller's query, e.g. 'p.perspective_id'), so the caller's statement stays one statement.
 */
export function joinLevel<D, TB extends keyof D, O, A extends string>(
  query: SelectQueryBuilder<D, TB, O>,
  alias: A,
  levelId: string,
): SelectQueryBuilder<D & Record<A, ImplementationLevelsTable>, TB | A, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's tables are generic; the result type says what joins
  return (query as any).innerJoin(`implementation_levels as ${alias}`, `${alias}.id`, levelId);
}

// ---------------------------------------------------------------------------------------------------
// Reads of the levels for the permissions module (issue 46), handed to it by app.ts (the levels'
// routes import the permissions, so the permissions cannot import the dictionaries).

/** Columns of a left-joined table: each may be null. */
type NullableLevel = { [K in keyof ImplementationLevelsTable]: ImplementationLevelsTable[K] | null };

/**
 * As joinLevel, a left join: the level's columns are null where `levelId` (a column of the caller's
 * query, e.g. 'p.level_id') is null or names no level.
 */
export function leftJoinLevel<D, TB extends keyof D, O, A extends string>(
  query: SelectQueryBuilder<D, TB, O>,
  alias: A,
  levelId: string,
): SelectQueryBuilder<D & Record<A, NullableLevel>, TB | A, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's tables are generic; the result type says what joins
  return (query as any).leftJoin(`implementation_levels as ${alias}`, `${alias}.id`, levelId);
}

/** A level as a step of a path: the perspective first, the level itself last. */
export type LevelRef = { id: number; kind: string; code: string | null; name: string };

/** The paths (from the perspective down) of several levels at once, in one statement; unknown ids left out. */
export async function levelPaths(
  db: Kysely<DB> | Transaction<DB>,
  ids: readonly number[],
): Promise<Map<number, LevelRef[]>> {
  const paths = new Map<number, LevelRef[]>();
  if (ids.length === 0) return paths;
  const result = await sql<LevelRef & { start: number; depth: number }>`
    with recursive chain as (
      select id as start, id, kind, code, name, parent_id, 0 as depth
        from implementation_levels where id in (${sql.join([...ids])})
      union all
      select chain.start, l.id, l.kind, l.code, l.name, l.parent_id, chain.depth + 1
        from implementation_levels l join chain on l.id = chain.parent_id
    )
    select start, id, kind, code, name, depth from chain order by start, depth desc`.execute(db);
  for (const row of result.rows) {
    const path = paths.get(row.start) ?? [];
    path.push({ id: row.id, kind: row.kind, code: row.code, name: row.name });
    paths.set(row.start, path);
  }
  return paths;
}
