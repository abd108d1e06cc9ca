import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { escapeLike } from '../../db/query-helpers.ts';
import type { DB, ProjectsEnrollmentsTable } from '../../db/schema.ts';

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

/** Counts announcements attached to the outer project `p` (through its rows, or as its enrolment). */
function countAttached(db: Kysely<DB>, publishedOnly: boolean) {
  let query = db
    .selectFrom('announcements as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('a.enrollment_id', '=', sql<number>`p.id`),
        eb.exists(
          eb
            .selectFrom('announcement_projects as ap')
            .select('ap.project_id')
            .whereRef('ap.announcement_id', '=', 'a.id')
            .where('ap.project_id', '=', sql<number>`p.id`),
        ),
      ]),
    );
  if (publishedOnly) query = query.where('a.status', '!=', 'DRAFT');
  return query;
}

export type ProjectFilters = { ownerId: number; type: string; number?: string; name?: string };

export async function listProjects(db: Kysely<DB>, filters: ProjectFilters, limit: number, offset: number) {
  let query = db
    .selectFrom('projects_enrollments as p')
    .innerJoin('implementation_levels as persp', 'persp.id', 'p.perspective_id')
    .innerJoin('implementation_levels as prog', 'prog.id', 'p.programme_id')
    .innerJoin('users as c', 'c.id', 'p.created_by')
    .leftJoin('users as m', 'm.id', 'p.modified_by')
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
      countAttached(db, false).as('attached'),
      countAttached(db, true).as('published'),
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

/** The announcements attached to one project or enrolment, newest first. */
export function attachedAnnouncements(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('announcement_versions as v', (join) =>
      join.on((eb) => eb('v.id', '=', eb.fn.coalesce('a.published_version_id', 'a.draft_version_id'))),
    )
    .select([
      'a.id',
      'a.number',
      'a.status',
      'a.publication_date',
      'a.submission_deadline',
      sql<string>`coalesce(v.content->>'title', '')`.as('title'),
    ])
    .where((eb) =>
      eb.or([
        eb('a.enrollment_id', '=', projectId),
        eb.exists(
          eb
            .selectFrom('announcement_projects as ap')
            .select('ap.project_id')
            .whereRef('ap.announcement_id', '=', 'a.id')
            .where('ap.project_id', '=', projectId),
        ),
      ]),
    )
    .orderBy('a.id', 'desc')
    .execute();
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
