import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { DB, OfferSetsTable } from '../../db/schema.ts';
import {
  announcementOwnerAndStatus,
  announcementForOffer as announcementShareLocked,
  versionContentRow,
} from '../announcements/index.ts';
import { markDelete, markedSubjectIds } from '../shell/index.ts';
import { userName, userNameColumns } from '../users/index.ts';
import { settlementReads } from './settlement-reads.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The announcement an offer is for, share-locked until the transaction ends (announcements' read). */
export function announcementForOffer(trx: Transaction<DB>, id: number) {
  return announcementShareLocked(trx, id);
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

/** Every offer set of the announcement with its bidder (entered ones too). */
export function offerSetBidders(db: Db, announcementId: number) {
  return db
    .selectFrom('offer_sets')
    .select(['id', 'bidder_id'])
    .where('announcement_id', '=', announcementId)
    .execute();
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
    .select([
      'o.id',
      'o.bidder_id',
      'o.content',
      'o.economic_subject',
      'o.submitted_at',
      ...userNameColumns(sql.ref('o.bidder_id')),
    ])
    .where('o.announcement_id', '=', announcementId)
    .where('o.status', '=', 'SUBMITTED')
    .where('o.is_external', '=', false)
    .orderBy('o.id')
    .execute();
}

/** The bidder's name, as an offer set presents it (users' read). */
export function bidderName(db: Db, userId: number) {
  return userName(db, userId);
}

/** The announcement of an offer set, as the read policy needs it (announcements' read). */
export function announcementOfOfferSet(db: Db, announcementId: number) {
  return announcementOwnerAndStatus(db, announcementId);
}

/** The published version's content (announcements' read). */
export function publishedContent(db: Db, versionId: number) {
  return versionContentRow(db, versionId);
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

/** The kept settlement of an announcement (the settlement's read, handed in by the app). */
export async function settlementContent(db: Db, announcementId: number): Promise<unknown> {
  return settlementReads().content(db, announcementId);
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
    .select([
      'o.id',
      'o.bidder_id',
      'o.status',
      'o.is_external',
      'o.content',
      'o.economic_subject',
      'o.published_content',
      'o.published_economic_subject',
      ...userNameColumns(sql.ref('o.bidder_id')),
    ])
    .where('o.announcement_id', '=', announcementId)
    .where((eb) => eb.or([eb('o.status', '=', 'SUBMITTED'), eb('o.is_external', '=', true)]))
    .orderBy('o.id')
    .execute();
}

/** The submitted offer sets of an announcement with their receipts (the procedure file, decision 0047). */
export function submittedOfferSetsWithReceipts(db: Db, announcementId: number) {
  return db
    .selectFrom('offer_sets as o')
    .select(['o.id', 'o.bidder_id', 'o.content', 'o.economic_subject', 'o.submitted_at', 'o.receipt_sha256'])
    .where('o.announcement_id', '=', announcementId)
    .where('o.status', '=', 'SUBMITTED')
    .where('o.is_external', '=', false)
    .orderBy('o.id')
    .execute();
}
