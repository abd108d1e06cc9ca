import { detailsMessages } from '@bk/contracts/announcements/details';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { assertMayFavorite } from './announcements.policy.ts';
import { visibleAnnouncement } from './details.service.ts';
import {
  deleteAnnouncementMarks,
  deleteFavorite,
  deleteFavoriteMarks,
  insertFavorite,
} from './favorites.repository.ts';

/** POST /api/favorite-announcements/{id}: never one's own, never a hidden one, never twice. */
export async function addFavorite(deps: { db: Kysely<DB>; clock: Clock }, userId: number, id: number) {
  const { row, role } = await visibleAnnouncement(deps.db, userId, id);
  assertMayFavorite(row, role);
  const inserted = await insertFavorite(deps.db, userId, id, deps.clock.now());
  if (!inserted) throw conflict(detailsMessages.favoriteExists);
  return { id, favorite: true };
}

/** DELETE /api/favorite-announcements/{id}; its 'new' marks of the favourites go with it. */
export async function removeFavorite(db: Kysely<DB>, userId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const deleted = await deleteFavorite(trx, userId, id);
    if (!deleted) throw notFound();
    await deleteFavoriteMarks(trx, userId, id);
    return { id, favorite: false };
  });
}

/** DELETE /api/badge/advertisement/{id}: the user's 'new' marks of an announcement. */
export async function clearAnnouncementBadge(db: Kysely<DB>, userId: number, id: number) {
  await visibleAnnouncement(db, userId, id);
  await deleteAnnouncementMarks(db, userId, id);
  return { id };
}
