import { searchStatuses } from '@bk/contracts/search/search-texts';
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

/**
 * The deadlines a user follows: the public announcements among their favourites and those they have an
 * offer in (not withdrawn), whose deadline is at most a week past; nearest first.
 */
export function followedDeadlines(db: Db, userId: number, since: Date) {
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
        eb(
          'a.id',
          'in',
          eb
            .selectFrom('offer_sets')
            .select('announcement_id')
            .where('bidder_id', '=', userId)
            .where('is_external', '=', false)
            .where('status', '<>', 'WITHDRAWN'),
        ),
      ]),
    )
    .orderBy('a.submission_deadline')
    .limit(500)
    .execute();
}
