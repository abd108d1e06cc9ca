import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

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

/** The user's 'new' marks of one favourite announcement. */
export async function deleteFavoriteMarks(db: Db, userId: number, announcementId: number) {
  await db
    .deleteFrom('badge_marks')
    .where('user_id', '=', userId)
    .where('kind', '=', 'favorite_advertisement')
    .where('subject_id', '=', announcementId)
    .execute();
}

/** The user's 'new' marks of one announcement (as its author and as a favourite). */
export async function deleteAnnouncementMarks(db: Db, userId: number, announcementId: number) {
  await db
    .deleteFrom('badge_marks')
    .where('user_id', '=', userId)
    .where('kind', 'in', ['my_advertisement', 'favorite_advertisement'])
    .where('subject_id', '=', announcementId)
    .execute();
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
