import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
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
