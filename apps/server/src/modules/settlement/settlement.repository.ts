import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
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

/** The kept settlement's content of an announcement, or undefined (the offers' reads, through app.ts). */
export async function settlementContent(db: Db, announcementId: number): Promise<unknown> {
  const row = await db
    .selectFrom('settlements')
    .select('content')
    .where('announcement_id', '=', announcementId)
    .executeTakeFirst();
  return row?.content;
}

/**
 * For another module's select: the kept settlement's content (or null) of the announcement whose id
 * `announcementId` names (a column of the caller's query, e.g. `sql.ref('a.id')`).
 */
export function settlementContentOf(announcementId: RawBuilder<unknown>) {
  return sql<unknown>`(select s.content from settlements s where s.announcement_id = ${announcementId})`;
}
