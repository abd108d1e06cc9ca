import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { DB, OfferSetsTable } from '../../db/schema.ts';
import { markSettlementChanged } from './public-settlement-cache.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function findSettlement(db: Db, announcementId: number) {
  return db
    .selectFrom('settlements')
    .selectAll()
    .where('announcement_id', '=', announcementId)
    .executeTakeFirst();
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

export async function saveSettlement(
  db: Db,
  row: { announcement_id: number; content: string; now: Date; userId: number; next_element_id: number },
) {
  await db
    .insertInto('settlements')
    .values({
      announcement_id: row.announcement_id,
      content: row.content,
      created_at: row.now,
      created_by: row.userId,
      next_element_id: row.next_element_id,
    })
    .onConflict((oc) =>
      oc.column('announcement_id').doUpdateSet({
        content: row.content,
        modified_at: row.now,
        modified_by: row.userId,
        next_element_id: row.next_element_id,
      }),
    )
    .execute();
  markSettlementChanged();
}

/** The history of settlements: every publication, who and when. */
export function insertSettlementVersion(
  db: Db,
  row: { announcement_id: number; content: string; saved_by: number; saved_at: Date },
) {
  return db.insertInto('settlement_versions').values(row).execute();
}

export function settlementVersions(db: Db, announcementId: number) {
  return db
    .selectFrom('settlement_versions')
    .selectAll()
    .where('announcement_id', '=', announcementId)
    .orderBy('id')
    .execute();
}

/** The entered offers of an announcement become public as they are now (the settlement's publication). */
export async function publishExternalOfferSets(db: Db, announcementId: number) {
  await db
    .updateTable('offer_sets')
    .set({
      published_content: sql<string>`content`,
      published_economic_subject: sql<string | null>`economic_subject`,
    })
    .where('announcement_id', '=', announcementId)
    .where('is_external', '=', true)
    .execute();
}

/** Removes offers the advertiser entered (only those: the caller checked them). */
export async function deleteExternalOfferSets(db: Db, announcementId: number, ids: number[]) {
  if (ids.length === 0) return;
  markSettlementChanged();
  await db
    .deleteFrom('offer_sets')
    .where('announcement_id', '=', announcementId)
    .where('is_external', '=', true)
    .where('id', 'in', ids)
    .execute();
}

export function findExternalOfferSet(db: Db, id: number) {
  return db
    .selectFrom('offer_sets')
    .selectAll()
    .where('id', '=', id)
    .where('is_external', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertExternalOfferSet(db: Db, row: Insertable<OfferSetsTable>) {
  const saved = await db.insertInto('offer_sets').values(row).returningAll().executeTakeFirstOrThrow();
  markSettlementChanged();
  return saved;
}

export async function updateExternalOfferSet(db: Db, id: number, fields: Updateable<OfferSetsTable>) {
  markSettlementChanged();
  return db
    .updateTable('offer_sets')
    .set(fields)
    .where('id', '=', id)
    .where('is_external', '=', true)
    .returningAll()
    .executeTakeFirstOrThrow();
}
