import { searchStatuses } from '@bk/contracts/search/search-texts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * The announcements' reads for the read models (search and statistics, issue 46): what their index
 * rows and facts are made of, complete or as pieces of their single statements.
 */

/** The announcement's row and current published content, for its search row (none: not published). */
export function publishedForSearchIndex(db: Db, announcementId: number) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('announcement_versions as v', 'v.id', 'a.published_version_id')
    .select([
      'a.id',
      'a.status',
      'a.publication_date',
      'a.submission_deadline',
      'a.number',
      'a.owner_id',
      'v.content',
    ])
    .where('a.id', '=', announcementId)
    .executeTakeFirst();
}

/**
 * For another module's where: whether the project `projectId` names (a column of the caller's query,
 * e.g. `sql.ref('p.id')`) is one of the announcement's projects or its enrolment. `announcementId` is
 * the announcement's id (a number, or a column of the caller's); `enrollmentId`, when the caller already
 * reads the announcement's row (`publicPublishedAnnouncements`), is its `enrollment_id` column, which
 * saves looking the announcement up again.
 */
export function isProjectOfAnnouncement(
  projectId: RawBuilder<unknown>,
  announcementId: number | RawBuilder<unknown>,
  enrollmentId?: RawBuilder<unknown>,
) {
  const enrollment =
    enrollmentId ?? sql`(select enrollment_id from announcements where id = ${announcementId})`;
  return sql<boolean>`(${projectId} in (select project_id from announcement_projects where announcement_id = ${announcementId})
                       or ${projectId} = ${enrollment})`;
}

/**
 * For another module's from (the statistics' facts): the announcements the public sees that have been
 * published, each with its published version's content, as a subquery to alias, as (id, enrollment_id,
 * first_published_at, submission_deadline, content). PostgreSQL flattens it into the caller's
 * statement: the plan of a join of the two tables.
 */
export function publicPublishedAnnouncements() {
  return sql`select a.id, a.enrollment_id, a.first_published_at, a.submission_deadline, v.content
               from announcements a
               join announcement_versions v on v.id = a.published_version_id
              where a.status in (${sql.join(searchStatuses.map((s) => sql.lit(s)))})
                and a.first_published_at is not null`;
}
