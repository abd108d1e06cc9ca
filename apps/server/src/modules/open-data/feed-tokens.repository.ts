import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type FeedKind = 'filter' | 'calendar';

/** The owner's token of a kind (and filter), replaced: the old one stops working at once. */
export async function replaceToken(
  trx: Transaction<DB>,
  row: { token_hash: string; user_id: number; kind: FeedKind; filter_id: number | null; created_at: Date },
) {
  await deleteToken(trx, row.user_id, row.kind, row.filter_id);
  await trx.insertInto('feed_tokens').values(row).execute();
}

export async function deleteToken(db: Db, userId: number, kind: FeedKind, filterId: number | null) {
  const result = await db
    .deleteFrom('feed_tokens')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where(sql<number>`coalesce(filter_id, 0)`, '=', filterId ?? 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** Whose feed a token is (by its hash), or undefined. */
export function tokenOwner(db: Db, tokenHash: string, kind: FeedKind) {
  return db
    .selectFrom('feed_tokens')
    .select(['user_id', 'filter_id'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
