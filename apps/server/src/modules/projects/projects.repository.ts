import { type Insertable, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { escapeLike, type LevelColumn, levelColumnOf } from '../../db/query-helpers.ts';
import type { DB, ProjectsEnrollmentsTable } from '../../db/schema.ts';
import { attachedAnnouncementCountOf } from '../announcements/index.ts';
import { joinLevel } from '../dictionaries/index.ts';
import { joinUser, leftJoinUser } from '../users/index.ts';

export function insertProject(db: Kysely<DB>, project: Insertable<ProjectsEnrollmentsTable>) {
  return db
    .insertInto('projects_enrollments')
    .values(project)
    .returning(['id', 'full_number'])
    .executeTakeFirstOrThrow();
}

export function findProject(db: Kysely<DB>, id: number) {
  return db.selectFrom('projects_enrollments').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ProjectFilters = { ownerId: number; type: string; number?: string; name?: string };

export async function listProjects(db: Kysely<DB>, filters: ProjectFilters, limit: number, offset: number) {
  const levels = joinLevel(
    joinLevel(db.selectFrom('projects_enrollments as p'), 'persp', 'p.perspective_id'),
    'prog',
    'p.programme_id',
  );
  let query = leftJoinUser(joinUser(levels, 'c', 'p.created_by'), 'm', 'p.modified_by')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.number',
      'p.full_number',
      'p.created_at',
      'p.modified_at',
      'persp.name as perspective',
      'prog.name as programme',
      'c.forename as created_by_forename',
      'c.surname as created_by_surname',
      'm.forename as modified_by_forename',
      'm.surname as modified_by_surname',
      attachedAnnouncementCountOf(db, sql.ref('p.id'), false).as('attached'),
      attachedAnnouncementCountOf(db, sql.ref('p.id'), true).as('published'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where('p.owner_id', '=', filters.ownerId);
  if (filters.type !== 'all') query = query.where('p.type', '=', filters.type);
  if (filters.number)
    query = query.where(sql`upper(p.full_number)`, 'like', `%${escapeLike(filters.number.toUpperCase())}%`);
  if (filters.name)
    query = query.where(sql`lower(p.name)`, 'like', `%${escapeLike(filters.name.toLowerCase())}%`);
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
}

/** Removes a project (in the caller's transaction, after the announcements module detached it). */
export async function deleteProject(trx: Transaction<DB>, projectId: number) {
  await trx.deleteFrom('projects_enrollments').where('id', '=', projectId).execute();
}

/** The owner's projects or enrolments for the announcement form (id, full number, name). */
export function listProjectChoices(db: Kysely<DB>, ownerId: number, type: string) {
  return db
    .selectFrom('projects_enrollments')
    .select(['id', 'full_number', 'name'])
    .where('owner_id', '=', ownerId)
    .where('type', '=', type)
    .orderBy('full_number')
    .execute();
}

/**
 * For the levels' removal check (dictionaries module, handed it by the app: dictionaries cannot import
 * projects, which imports it): a subquery counting the projects and enrolments under the level `levelId`.
 */
export function projectCountOfLevel(levelId: number) {
  return sql<number>`(select count(*) from projects_enrollments p
    where p.programme_id = ${levelId} or p.priority_id = ${levelId} or p.activity_id = ${levelId}
       or p.region_id = ${levelId} or p.institution_id = ${levelId})`;
}

/*
 * The announcements' reads of the projects and enrolments (issue 46), handed to the announcements by
 * the app (announcements cannot import projects, which imports them).
 */

/** The owner's projects and enrolments among `ids` (an announcement's references to them are checked). */
export function ownerProjectsAmong(
  db: Kysely<DB> | Transaction<DB>,
  ownerId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projects_enrollments')
    .select(['id', 'type', 'full_number', 'name'])
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * For another module's select: every implementation level (perspective, programme, priority, activity,
 * region, institution; nulls included) of the projects whose ids `projectIds` selects (a subquery of
 * the caller's), as one array. One array of a key lookup: PostgreSQL plans it in a fraction of the
 * time an OR of two EXISTS takes (decision 0027).
 */
export function levelIdsOfProjects(projectIds: RawBuilder<unknown>) {
  return sql<(number | null)[]>`array(
      select unnest(array[p.perspective_id, p.programme_id, p.priority_id, p.activity_id, p.region_id,
                          p.institution_id])
        from projects_enrollments p
       where p.id in (${projectIds}))`;
}

/** What a project must match in `linkedProjectMatches`. */
export type ProjectMatch =
  | { anyLevelIn: readonly number[] }
  | { level: LevelColumn; id: number }
  | { fullNumberLike: string };

/**
 * For another module's condition: whether a project linked to the caller's row matches `match`.
 * `linked(projectId)` says which projects are linked, given the project's id column (e.g. the
 * announcement's enrolment or one of its projects); `fullNumberLike` is an upper-case LIKE pattern.
 */
export function linkedProjectMatches(
  linked: (projectId: RawBuilder<unknown>) => RawBuilder<unknown>,
  match: ProjectMatch,
) {
  let condition: RawBuilder<unknown>;
  if ('anyLevelIn' in match) {
    const ids = match.anyLevelIn.length > 0 ? match.anyLevelIn : [-1];
    condition = sql`(${sql.join(
      Object.values(levelColumnOf).map((c) => sql`p.${sql.ref(c)} in (${sql.join(ids)})`),
      sql` or `,
    )})`;
  } else if ('level' in match) {
    condition = sql`p.${sql.ref(match.level)} = ${match.id}`;
  } else {
    condition = sql`upper(p.full_number) like ${match.fullNumberLike}`;
  }
  return sql<boolean>`exists (
      select 1 from projects_enrollments p
      where ${linked(sql.ref('p.id'))}
        and ${condition})`;
}
