import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { DB, OfferSetsTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

// The offers an advertiser enters at settlement (offer sets marked is_external): written here only,
// like every offer set (decision 0030).

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
  return saved;
}

export async function updateExternalOfferSet(db: Db, id: number, fields: Updateable<OfferSetsTable>) {
  return db
    .updateTable('offer_sets')
    .set(fields)
    .where('id', '=', id)
    .where('is_external', '=', true)
    .returningAll()
    .executeTakeFirstOrThrow();
}
