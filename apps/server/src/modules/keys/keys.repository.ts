import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function announcementKey(db: Db, announcementId: number) {
  return db
    .selectFrom('announcement_keys')
    .select(['key_id', 'wrapped_key'])
    .where('announcement_id', '=', announcementId)
    .executeTakeFirst();
}

/** Keeps an announcement's new data key unless another process kept one first (then gives that one). */
export async function keepAnnouncementKey(
  db: Db,
  row: { announcement_id: number; key_id: string; wrapped_key: string; created_at: Date },
) {
  await db
    .insertInto('announcement_keys')
    .values(row)
    .onConflict((oc) => oc.column('announcement_id').doNothing())
    .execute();
  return announcementKey(db, row.announcement_id);
}

export function masterKeys(db: Db) {
  return db.selectFrom('master_keys').select(['key_id', 'check_value', 'retired_at']).execute();
}

/** Registers a master key the database has not known; its number if this call registered it. */
export async function registerMasterKey(
  db: Db,
  row: { key_id: string; check_value: string; created_at: Date },
): Promise<number | undefined> {
  const made = await db
    .insertInto('master_keys')
    .values(row)
    .onConflict((oc) => oc.column('key_id').doNothing())
    .returning('number')
    .executeTakeFirst();
  return made?.number;
}

/** Retires every active master key but `except`; the ids of the keys it retired. */
export async function retireMasterKeys(db: Db, except: string, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable('master_keys')
    .set({ retired_at: now })
    .where('key_id', '<>', except)
    .where('retired_at', 'is', null)
    .returning('key_id')
    .execute();
  return rows.map((r) => r.key_id);
}

/** A master key's number (the event log's name of it). */
export async function masterKeyNumber(db: Db, keyId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('master_keys')
    .select('number')
    .where('key_id', '=', keyId)
    .executeTakeFirst();
  return row?.number;
}

/**
 * The master keys the sealed data is wrapped with, and how many keys each wraps; `fileKeyIds` is the
 * files module's subqueries of the sealed files' and uploads' key ids (its `sealedFileKeys`' `keyIds`).
 */
export async function keyIdsInUse(
  db: Db,
  fileKeyIds: readonly RawBuilder<{ key_id: string }>[],
): Promise<Map<string, number>> {
  const rows = await sql<{ key_id: string; count: number }>`
    select key_id, count(*)::int as count from (
      select key_id from announcement_keys
      ${sql.join(
        fileKeyIds.map((ids) => sql`union all ${ids}`),
        sql` `,
      )}) k
    group by key_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.key_id, r.count]));
}

/** A batch of announcement keys wrapped by another master key than `current`. */
export function announcementKeysNotUnder(db: Db, current: string, limit: number) {
  return db
    .selectFrom('announcement_keys')
    .select(['announcement_id', 'key_id', 'wrapped_key'])
    .where('key_id', '<>', current)
    .orderBy('announcement_id')
    .limit(limit)
    .execute();
}

export async function rewrapAnnouncementKey(
  db: Db,
  row: { announcement_id: number; old_key_id: string; key_id: string; wrapped_key: string },
) {
  await db
    .updateTable('announcement_keys')
    .set({ key_id: row.key_id, wrapped_key: row.wrapped_key })
    .where('announcement_id', '=', row.announcement_id)
    .where('key_id', '=', row.old_key_id)
    .execute();
}
