import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isPublicAnnouncement } from '../announcements/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A release, once per event (a job that runs twice writes it once). */
export async function insertRelease(
  db: Db,
  row: {
    event_id: number;
    announcement_id: number;
    ocid: string;
    tag: string;
    released_at: Date;
    release: string;
  },
) {
  await db
    .insertInto('ocds_releases')
    .values(row)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

/** Releases of announcements the public sees now (a locked one's are held back while it is locked). */
function publicReleases(db: Db) {
  return db.selectFrom('ocds_releases as r').where(isPublicAnnouncement(sql.ref('r.announcement_id')));
}

/** A page of the feed, newest first: ids below `before`, made at or after `since`; one more than asked. */
export function releasesPage(db: Db, input: { before: number | null; since: Date | null; limit: number }) {
  let query = publicReleases(db).select(['r.id', 'r.release', 'r.released_at']);
  if (input.before !== null) query = query.where('r.id', '<', input.before);
  if (input.since !== null) query = query.where('r.released_at', '>=', input.since);
  return query
    .orderBy('r.id', 'desc')
    .limit(input.limit + 1)
    .execute();
}

/** Every public release of one process, oldest first. */
export function releasesOf(db: Db, ocid: string) {
  return publicReleases(db)
    .select(['r.id', 'r.release', 'r.released_at'])
    .where('r.ocid', '=', ocid)
    .orderBy('r.released_at')
    .orderBy('r.id')
    .execute();
}

/**
 * The releases of one process made for events before `eventId`, public or not, oldest first: what a
 * new release is compared with (a tenderUpdate removes what they said and its version no longer does).
 */
export function releasesBefore(db: Db, ocid: string, eventId: number) {
  return db
    .selectFrom('ocds_releases')
    .select(['release'])
    .where('ocid', '=', ocid)
    .where('event_id', '<', eventId)
    .orderBy('released_at')
    .orderBy('id')
    .execute();
}

/** What the bulk file holds (the public releases before `until`): its count and newest id, its ETag's. */
export async function bulkState(db: Db, until: Date): Promise<{ count: number; newest: number }> {
  const row = await publicReleases(db)
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('r.id').as('newest')])
    .where('r.released_at', '<', until)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), newest: Number(row?.newest ?? 0) };
}

/** The bulk file's releases: ids above `after` made before `until`, oldest first. */
export function releasesUntil(db: Db, until: Date, after: number, limit: number) {
  return publicReleases(db)
    .select(['r.id', 'r.release'])
    .where('r.released_at', '<', until)
    .where('r.id', '>', after)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}
