import type { FavoriteSort, favoritesQuerySchema } from '@bk/contracts/newsletter/newsletter';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { escapeLike } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';
import { markExists } from '../shell/index.ts';
import { outerReads } from './outer-reads.ts';

type Db = Kysely<DB> | Transaction<DB>;
type FavoritesQuery = z.output<typeof favoritesQuerySchema>;

/** Adds a favourite; undefined when the user already had it. */
export function insertFavorite(db: Db, userId: number, announcementId: number, at: Date) {
  return db
    .insertInto('favorite_announcements')
    .values({ user_id: userId, announcement_id: announcementId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'announcement_id']).doNothing())
    .returning('announcement_id')
    .executeTakeFirst();
}

/** Removes a favourite; undefined when the user had none. */
export function deleteFavorite(db: Db, userId: number, announcementId: number) {
  return db
    .deleteFrom('favorite_announcements')
    .where('user_id', '=', userId)
    .where('announcement_id', '=', announcementId)
    .returning('announcement_id')
    .executeTakeFirst();
}

/** Which of the given announcements the user keeps among the favourites. */
export function favoriteIdsAmong(db: Db, userId: number, announcementIds: readonly number[]) {
  return db
    .selectFrom('favorite_announcements')
    .select('announcement_id')
    .where('user_id', '=', userId)
    .where('announcement_id', 'in', announcementIds)
    .execute();
}

/** The order of the favourites list: each sort ends on the id, so pages never repeat or skip a row. */
function favoritesOrder(sort: FavoriteSort) {
  const [key, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  const column = {
    favoriteAdded: sql`f.created_at`,
    publicationDate: sql`a.publication_date`,
    submissionDeadline: sql`a.submission_deadline`,
    title: sql`lower(a.title)`,
  }[key];
  return sql`${column} ${sql.raw(direction)} nulls last, a.id ${sql.raw(direction)}`;
}

/** A page of the user's favourites with the filters, their 'new' marks and the total. */
export function favoriteRows(db: Db, userId: number, q: FavoritesQuery) {
  let query = db
    .selectFrom('favorite_announcements as f')
    .innerJoin('announcements as a', 'a.id', 'f.announcement_id')
    .where('f.user_id', '=', userId);
  if (q.title) query = query.where(sql`lower(a.title)`, 'like', `%${escapeLike(q.title.toLowerCase())}%`);
  if (q.number) query = query.where('a.number', 'like', `%${escapeLike(q.number)}%`);
  if (q.status && q.status.length > 0) query = query.where('a.status', 'in', q.status);
  return query
    .select([
      'a.id',
      'a.number',
      'a.title',
      'a.status',
      'a.publication_date',
      'a.submission_deadline',
      outerReads().advertiserNameOf(sql.ref('a.id')).as('advertiser_name'),
      markExists(userId, 'favorite_advertisement', sql.ref('a.id')).as('badge'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy(favoritesOrder(q.sort))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
}
