import { detailsMessages } from '@bk/contracts/announcements/details';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { visibleAnnouncement } from './details.service.ts';
import { hiddenStatuses, type Status } from './lifecycle.ts';

/** POST /api/favorite-announcements/{id}: never one's own, never a hidden one, never twice. */
export async function addFavorite(deps: { db: Kysely<DB>; clock: Clock }, userId: number, id: number) {
  const { row, role } = await visibleAnnouncement(deps.db, userId, id);
  if (role.isAuthor) throw forbidden(detailsMessages.favoriteOwn);
  if (hiddenStatuses.includes(row.status as Status)) throw notFound();
  const inserted = await deps.db
    .insertInto('favorite_announcements')
    .values({ user_id: userId, announcement_id: id, created_at: deps.clock.now() })
    .onConflict((oc) => oc.columns(['user_id', 'announcement_id']).doNothing())
    .returning('announcement_id')
    .executeTakeFirst();
  if (!inserted) throw conflict(detailsMessages.favoriteExists);
  return { id, favorite: true };
}

/** DELETE /api/favorite-announcements/{id}; its 'new' marks of the favourites go with it. */
export async function removeFavorite(db: Kysely<DB>, userId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('favorite_announcements')
      .where('user_id', '=', userId)
      .where('announcement_id', '=', id)
      .returning('announcement_id')
      .executeTakeFirst();
    if (!deleted) throw notFound();
    await trx
      .deleteFrom('badge_marks')
      .where('user_id', '=', userId)
      .where('kind', '=', 'favorite_advertisement')
      .where('subject_id', '=', id)
      .execute();
    return { id, favorite: false };
  });
}

/** DELETE /api/badge/advertisement/{id}: the user's 'new' marks of an announcement. */
export async function clearAnnouncementBadge(db: Kysely<DB>, userId: number, id: number) {
  await visibleAnnouncement(db, userId, id);
  await db
    .deleteFrom('badge_marks')
    .where('user_id', '=', userId)
    .where('kind', 'in', ['my_advertisement', 'favorite_advertisement'])
    .where('subject_id', '=', id)
    .execute();
  return { id };
}
