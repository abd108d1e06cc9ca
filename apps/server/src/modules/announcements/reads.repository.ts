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

/**
 * The announcement an offer is for, share-locked until the transaction ends: closing it at the
 * deadline (an update) waits for submissions in flight, and a submission after the close sees CLOSED.
 */
export function announcementForOffer(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('announcements')
    .select(['id', 'owner_id', 'status', 'submission_deadline', 'published_version_id', 'number'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
}

/**
 * The announcement's owner and status (what an offer set's read policy needs) and its number (an offer's
 * receipt), or undefined.
 */
export function announcementOwnerAndStatus(db: Db, id: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'owner_id', 'status', 'number'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A version's content, read from the database (the offers' list reads the published version's). */
export function versionContentRow(db: Db, versionId: number) {
  return db
    .selectFrom('announcement_versions')
    .select('content')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
}

/**
 * A statement (for a CTE of the caller's single statement) that selects the announcement `id` names
 * (a number, or a subquery of the caller's) as (id, owner_id) if it takes questions and offers at `now`
 * (published, before its deadline; with `versionId`, still at that published version), share-locked
 * until the transaction ends: closing it at the deadline (an update) waits for the statement.
 */
export function announcementOpenLocked(id: number | RawBuilder<unknown>, now: Date, versionId?: number) {
  const version = versionId === undefined ? sql`` : sql` and published_version_id = ${versionId}`;
  return sql`select id, owner_id from announcements
              where id = ${id} and status = 'PUBLISHED' and submission_deadline > ${now}${version}
              for share`;
}

/**
 * For another module's join: the announcements' facts (what a question or an answer is decided on,
 * what the bidder's list of offers shows), as a subquery to alias, e.g.
 * `.innerJoin(announcementFacts(db).as('a'), 'a.id', 'q.announcement_id')` (PostgreSQL flattens it
 * into the caller's statement: the plan of a join of the table).
 */
export function announcementFacts(db: Db) {
  return db
    .selectFrom('announcements')
    .select([
      'id',
      'owner_id',
      'number',
      'title',
      'status',
      'publication_date',
      'submission_deadline',
      'published_version_id',
    ]);
}

/** For another module's join: the versions' contents, as a subquery to alias (see announcementFacts). */
export function versionContents(db: Db) {
  return db.selectFrom('announcement_versions').select(['id', 'content']);
}

/**
 * A subquery of the ids of the announcements changed within [start, end): their status changed, or a
 * later version (not the first) was published (the newsletter's "changed" tab).
 */
export function announcementsChangedBetween(start: Date, end: Date) {
  return sql<number>`select id from announcements where status_changed_at >= ${start} and status_changed_at < ${end}
             union select announcement_id from announcement_versions
                    where version_no > 1 and published_at >= ${start} and published_at < ${end}`;
}

/** What a notification names of its announcement, or undefined. */
export function announcementNoticeFacts(db: Db, id: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'number', 'title', 'status', 'owner_id', 'submission_deadline'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The published or closed announcements whose deadline falls in [from, to] (issue 50: those a declared
 * failure of the portal touched), by deadline.
 */
export function announcementsWithDeadlineIn(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('announcements')
    .select(['id', 'number', 'title', 'owner_id', 'submission_deadline'])
    .where('status', 'in', ['PUBLISHED', 'CLOSED'])
    .where('submission_deadline', '>=', from)
    .where('submission_deadline', '<=', to)
    .orderBy('submission_deadline')
    .orderBy('id')
    .execute();
}

/** A subquery of the announcement's author, as (user_id). */
export function authorOf(announcementId: number) {
  return sql<{
    user_id: number;
  }>`select a.owner_id as user_id from announcements a where a.id = ${announcementId}`;
}

/** A subquery of the users who keep the announcement as a favourite, as (user_id). */
export function favoritersOf(announcementId: number) {
  return sql<{
    user_id: number;
  }>`select f.user_id from favorite_announcements f where f.announcement_id = ${announcementId}`;
}

/**
 * For another module's select (the offer's write context): the announcement's facts an offer is
 * decided on, as JSON (the columns of `announcementForOffer`), or null.
 */
export function announcementForOfferJson(id: number) {
  return sql`(select to_json(a) from (select id, owner_id, status, submission_deadline, published_version_id, number
                                      from announcements where id = ${id}) a)`;
}

/** Every published version of an announcement, the first first (the procedure file, decision 0047). */
export function publishedVersionsOf(db: Db, announcementId: number) {
  return db
    .selectFrom('announcement_versions')
    .select(['id', 'version_no', 'published_at', 'by_admin', 'content'])
    .where('announcement_id', '=', announcementId)
    .where('version_no', 'is not', null)
    .where('published_at', 'is not', null)
    .orderBy('version_no')
    .execute();
}
