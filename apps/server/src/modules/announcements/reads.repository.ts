import { searchStatuses } from '@bk/contracts/search/search-texts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * The announcements' reads for other modules (issue 46): complete reads, and query pieces that the
 * caller puts into its own single statement.
 */

/**
 * For another module's where: whether the public sees the announcement whose id `id` names (a column
 * of the caller's query, e.g. `sql.ref('r.announcement_id')`) now.
 */
export function isPublicAnnouncement(id: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from announcements pa
                        where pa.id = ${id} and pa.status in (${sql.join([...searchStatuses])}))`;
}

/**
 * The deadlines a user follows: the public announcements among their favourites and those `offeredIn`
 * selects (the ids of the announcements they have an offer in, the offers module's subquery), whose
 * deadline is at most a week past; nearest first.
 */
export function followedDeadlines(db: Db, userId: number, since: Date, offeredIn: RawBuilder<unknown>) {
  return db
    .selectFrom('announcements as a')
    .select(['a.id', 'a.number', 'a.title', 'a.submission_deadline', 'a.modified_at', 'a.first_published_at'])
    .where('a.status', 'in', [...searchStatuses])
    .where('a.submission_deadline', '>=', since)
    .where((eb) =>
      eb.or([
        eb(
          'a.id',
          'in',
          eb.selectFrom('favorite_announcements').select('announcement_id').where('user_id', '=', userId),
        ),
        sql<boolean>`a.id in (${offeredIn})`,
      ]),
    )
    .orderBy('a.submission_deadline')
    .limit(500)
    .execute();
}
