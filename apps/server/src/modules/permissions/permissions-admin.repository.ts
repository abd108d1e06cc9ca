import type { GroupGrant } from '@bk/contracts/users/permissions-admin';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { joinUser, leftJoinUser } from '../users/index.ts';
import { type LevelRef, levelReads } from './level-reads.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type PermissionRow = { group_name: string; flags: string[]; level_id: number | null };

/** The user's rows of `groups`; `levelId` undefined: at any level, null: the unscoped ones. */
export function permissionRows(
  db: Db,
  userId: number,
  groups: readonly string[],
  levelId?: number | null,
): Promise<PermissionRow[]> {
  let query = db
    .selectFrom('permissions')
    .select(['group_name', 'flags', 'level_id'])
    .where('user_id', '=', userId)
    .where('group_name', 'in', [...groups]);
  if (levelId === null) query = query.where('level_id', 'is', null);
  else if (levelId !== undefined) query = query.where('level_id', '=', levelId);
  return query.orderBy('id').execute() as Promise<PermissionRow[]>;
}

/** Replaces the user's package (`groups` of one level) by `grants` (groups without flags are left out). */
export async function replacePackage(
  trx: Transaction<DB>,
  p: {
    userId: number;
    groups: readonly string[];
    levelId: number | null;
    grants: GroupGrant[];
    grantedBy: number;
    now: Date;
  },
): Promise<void> {
  let remove = trx
    .deleteFrom('permissions')
    .where('user_id', '=', p.userId)
    .where('group_name', 'in', [...p.groups]);
  remove =
    p.levelId === null ? remove.where('level_id', 'is', null) : remove.where('level_id', '=', p.levelId);
  await remove.execute();
  const rows = p.grants
    .filter((g) => g.flags.length > 0)
    .map((g) => ({
      user_id: p.userId,
      group_name: g.group,
      flags: JSON.stringify(g.flags),
      level_id: p.levelId,
      granted_by: p.grantedBy,
      granted_at: p.now,
    }));
  if (rows.length > 0) await trx.insertInto('permissions').values(rows).execute();
}

export function insertHistory(
  trx: Transaction<DB>,
  event: {
    user_id: number;
    added_at: Date;
    operation_type: string;
    added_by: number;
    context: string;
    level_id: number | null;
    level_name: string | null;
    groups: GroupGrant[];
  },
) {
  return trx
    .insertInto('permission_history')
    .values({ ...event, groups: JSON.stringify(event.groups) })
    .execute();
}

export type HistoryFilters = {
  userId: number;
  from: Date | null;
  before: Date | null;
  addedByEmail: string | null;
  limit: number;
  offset: number;
};

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The user's history events, newest first, with the total. */
export async function historyPage(db: Db, f: HistoryFilters) {
  let query = leftJoinUser(
    joinUser(db.selectFrom('permission_history as h'), 'u', 'h.user_id'),
    'by',
    'h.added_by',
  ).where('h.user_id', '=', f.userId);
  if (f.from) query = query.where('h.added_at', '>=', f.from);
  if (f.before) query = query.where('h.added_at', '<', f.before);
  if (f.addedByEmail) query = query.where(sql`lower(by.email)`, 'like', likePattern(f.addedByEmail));
  const [rows, count] = await Promise.all([
    query
      .select([
        'h.id',
        'h.added_at',
        'h.operation_type',
        'h.context',
        'h.level_name',
        'u.email as authorized_email',
        'by.email as added_by_email',
      ])
      .orderBy('h.added_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type { LevelRef } from './level-reads.ts';

/** The paths (from the perspective down) of several levels at once (the dictionaries' read, handed in). */
export function levelPaths(db: Db, ids: readonly number[]): Promise<Map<number, LevelRef[]>> {
  return levelReads().levelPaths(db, ids);
}

/**
 * Users holding a package of `groups` at exactly one of `levelIds` (and, with `unscoped`, those holding
 * an unscoped one), with their rows.
 */
export async function holdersAt(
  db: Db,
  p: {
    groups: readonly string[];
    levelIds: readonly number[];
    unscoped: boolean;
    limit: number;
    offset: number;
  },
) {
  if (p.levelIds.length === 0 && !p.unscoped) return { users: [], rows: [], total: 0 };
  const levelCondition =
    p.levelIds.length > 0 && p.unscoped
      ? sql<boolean>`(p.level_id in (${sql.join([...p.levelIds])}) or p.level_id is null)`
      : p.levelIds.length > 0
        ? sql<boolean>`p.level_id in (${sql.join([...p.levelIds])})`
        : sql<boolean>`p.level_id is null`;
  const base = () =>
    joinUser(db.selectFrom('permissions as p'), 'u', 'p.user_id')
      .where('p.group_name', 'in', [...p.groups])
      .where(levelCondition);
  const [users, count] = await Promise.all([
    base()
      .select(['u.id', 'u.email', 'u.forename', 'u.surname'])
      .distinct()
      .orderBy('u.surname')
      .orderBy('u.forename')
      .orderBy('u.id')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    base()
      .select((eb) => eb.fn.count<string>('u.id').distinct().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const rows =
    users.length === 0
      ? []
      : await base()
          .where(
            'u.id',
            'in',
            users.map((u) => u.id),
          )
          .select(['p.user_id', 'p.group_name', 'p.flags', 'p.level_id'])
          .orderBy('p.id')
          .execute();
  return { users, rows: rows as (PermissionRow & { user_id: number })[], total: Number(count.total) };
}

/** A grant written directly, without the administration's checks and event (the demo seed's accounts). */
export function insertPermission(
  db: Kysely<DB>,
  permission: {
    user_id: number;
    group_name: string;
    flags: string[];
    level_id: number | null;
    granted_at: Date;
    granted_by: number | null;
  },
) {
  return db
    .insertInto('permissions')
    .values({ ...permission, flags: JSON.stringify(permission.flags) })
    .execute();
}

/**
 * The administrators who read the event log (auditLog of permissionsAdministration, in any scope),
 * blocked ones left out: those told of a consumer's parked event.
 */
export async function auditLogAdministrators(db: Db): Promise<{ id: number; email: string }[]> {
  const rows = await joinUser(db.selectFrom('permissions as p'), 'u', 'p.user_id')
    .select(['u.id', 'u.email'])
    .distinct()
    .where('p.group_name', '=', 'permissionsAdministration')
    .where(sql<boolean>`p.flags ? 'auditLog'`)
    .where('u.blocked', '=', false)
    .where('u.email', 'is not', null)
    .orderBy('u.id')
    .execute();
  return rows as { id: number; email: string }[];
}

/** For another module's select: a subquery counting the permissions granted at the level `levelId`. */
export function permissionCountOfLevel(levelId: number) {
  return sql<number>`(select count(*) from permissions where level_id = ${levelId})`;
}

// ---------------------------------------------------------------------------------------------------
// Reads of the permissions for the users module (issue 46), handed to it by app.ts (the permissions
// import the users, so the users cannot import the permissions).

/** The user's permission rows with their levels (null columns for an unscoped one), in grant order. */
export function permissionsWithLevelsOf(db: Kysely<DB>, userId: number) {
  return levelReads()
    .leftJoinLevel(db.selectFrom('permissions as p'), 'l', 'p.level_id')
    .select([
      'p.group_name',
      'p.flags',
      'p.level_id',
      'l.kind as level_kind',
      'l.code as level_code',
      'l.name as level_name',
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.id')
    .execute();
}
