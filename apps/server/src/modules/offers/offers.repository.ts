import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { ECONOMIC_SUBJECT_COLUMNS } from '../../db/query-helpers.ts';
import type { DB, OfferSetsTable } from '../../db/schema.ts';
import { markDelete, markedSubjectIds } from '../shell/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

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

export function findOwnOfferSet(db: Db, announcementId: number, bidderId: number, forUpdate = false) {
  let query = db
    .selectFrom('offer_sets')
    .selectAll()
    .where('announcement_id', '=', announcementId)
    .where('bidder_id', '=', bidderId)
    .where('is_external', '=', false);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findOfferSet(db: Db, id: number) {
  return db.selectFrom('offer_sets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes an offer set; returns it as it is now. */
export function updateOfferSet(db: Db, id: number, fields: Updateable<OfferSetsTable>) {
  return db
    .updateTable('offer_sets')
    .set(fields)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteOfferSet(db: Db, id: number) {
  return db.deleteFrom('offer_sets').where('id', '=', id).execute();
}

export function submittedOfferSets(db: Db, announcementId: number) {
  return db
    .selectFrom('offer_sets as o')
    .innerJoin('users as u', 'u.id', 'o.bidder_id')
    .select([
      'o.id',
      'o.bidder_id',
      'o.content',
      'o.economic_subject',
      'o.submitted_at',
      'u.forename',
      'u.surname',
    ])
    .where('o.announcement_id', '=', announcementId)
    .where('o.status', '=', 'SUBMITTED')
    .where('o.is_external', '=', false)
    .orderBy('o.id')
    .execute();
}

/** The bidder's name and economic subject (null columns without one), in one statement. */
export function bidderWithSubject(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('economic_subjects as s', 's.user_id', 'u.id')
    .leftJoin('countries as c', 'c.alpha2', 's.country')
    .select(['u.id', 'u.forename', 'u.surname', ...ECONOMIC_SUBJECT_COLUMNS])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The bidder's name, as an offer set presents it. */
export function bidderName(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'forename', 'surname'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function hasEconomicSubject(db: Db, userId: number) {
  const row = await db
    .selectFrom('economic_subjects')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The announcement of an offer set, as the read policy needs it. */
export function announcementOfOfferSet(db: Db, announcementId: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'owner_id', 'status'])
    .where('id', '=', announcementId)
    .executeTakeFirst();
}

export function publishedContent(db: Db, versionId: number) {
  return db
    .selectFrom('announcement_versions')
    .select('content')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
}

/** The ids of the offer sets the user has an 'N' mark of. */
export async function markedOfferSetIds(db: Db, userId: number) {
  return markedSubjectIds(db, userId, 'offer_set');
}

/** Removes the user's 'N' mark of an offer set; its announcement's id, or undefined when there was none. */
export async function deleteOfferSetMark(db: Db, userId: number, offerSetId: number) {
  const { rows } = await sql<{ announcement_id: number }>`
    with d as (${markDelete(userId, 'offer_set', offerSetId)})
    select o.announcement_id from d join offer_sets o on o.id = d.subject_id`.execute(db);
  return rows[0]?.announcement_id;
}

/** The kept settlement of an announcement (the settlement module writes it; the offers' lists read it). */
export async function settlementContent(db: Db, announcementId: number): Promise<unknown> {
  const row = await db
    .selectFrom('settlements')
    .select('content')
    .where('announcement_id', '=', announcementId)
    .executeTakeFirst();
  return row?.content;
}

/** A batch of bidders' offer sets still kept plain (written before sealing), ids above `after`. */
export async function plainOfferSets(db: Db, after: number, limit: number) {
  const rows = await sql<{
    id: number;
    announcement_id: number;
    content: unknown;
    economic_subject: unknown;
    row_version: string;
  }>`select id, announcement_id, content, economic_subject, xmin::text as row_version from offer_sets
      where id > ${after} and not is_external and not (content ? '$sealed')
      order by id limit ${limit}`.execute(db);
  return rows.rows;
}

/** Puts an offer set's sealed values in place of its plain ones, unless it changed since it was read. */
export async function sealOfferSetIfUnchanged(
  db: Db,
  row: { id: number; row_version: string; content: string; economic_subject: string | null },
) {
  await sql`update offer_sets set content = ${row.content}::jsonb,
      economic_subject = ${row.economic_subject}::jsonb
    where id = ${row.id} and xmin::text = ${row.row_version}`.execute(db);
}

/** The offer sets of an announcement that may take part in its settlement, with their bidders' names. */
export function offerSetsOfSettlement(db: Db, announcementId: number) {
  return db
    .selectFrom('offer_sets as o')
    .innerJoin('users as u', 'u.id', 'o.bidder_id')
    .select([
      'o.id',
      'o.bidder_id',
      'o.status',
      'o.is_external',
      'o.content',
      'o.economic_subject',
      'o.published_content',
      'o.published_economic_subject',
      'u.forename',
      'u.surname',
    ])
    .where('o.announcement_id', '=', announcementId)
    .where((eb) => eb.or([eb('o.status', '=', 'SUBMITTED'), eb('o.is_external', '=', true)]))
    .orderBy('o.id')
    .execute();
}
