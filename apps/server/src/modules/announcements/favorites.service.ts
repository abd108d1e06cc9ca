import { detailsMessages } from '@bk/contracts/announcements/details';
import type { favoritesQuerySchema } from '@bk/contracts/newsletter/newsletter';
import { searchStatuses } from '@bk/contracts/search/search';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { userActor } from '../events/index.ts';
import { clearAnnouncementMarks, clearFavoriteMarks } from '../shell/index.ts';
import { announcementSummary } from './actions.service.ts';
import { assertMayFavorite } from './announcements.policy.ts';
import { visibleAnnouncement } from './details.service.ts';
import { deleteFavorite, favoriteRows, insertFavorite } from './favorites.repository.ts';
import { announcementEvent } from './publication.ts';

/** POST /api/favorite-announcements/{id}: never one's own, never a hidden one, never twice. */
export async function addFavorite(deps: { db: Kysely<DB>; clock: Clock }, userId: number, id: number) {
  const { row, role } = await visibleAnnouncement(deps.db, userId, id);
  assertMayFavorite(row, role);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const inserted = await insertFavorite(trx, userId, id, now);
    if (!inserted) throw conflict(detailsMessages.favoriteExists);
    await announcementEvent(trx, 'favorite.added', id, userActor(userId), now);
    return { id, favorite: true };
  });
}

/** DELETE /api/favorite-announcements/{id}; its 'new' marks of the favourites go with it. */
export async function removeFavorite(deps: { db: Kysely<DB>; clock: Clock }, userId: number, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const deleted = await deleteFavorite(trx, userId, id);
    if (!deleted) throw notFound();
    await clearFavoriteMarks(trx, userId, id);
    await announcementEvent(trx, 'favorite.removed', id, userActor(userId), deps.clock.now());
    return { id, favorite: false };
  });
}

/** DELETE /api/badge/advertisement/{id}: the user's 'new' marks of an announcement. */
export async function clearAnnouncementBadge(
  deps: { db: Kysely<DB>; clock: Clock },
  userId: number,
  id: number,
) {
  await visibleAnnouncement(deps.db, userId, id);
  await deps.db.transaction().execute(async (trx) => {
    await clearAnnouncementMarks(trx, userId, id);
    await announcementEvent(trx, 'mark.cleared', id, userActor(userId), deps.clock.now(), {
      kind: 'announcement',
    });
  });
  return { id };
}

/** Statuses whose announcement everyone may open; a favourite in another one (locked) shows no details. */
const PUBLIC_STATUSES: readonly string[] = searchStatuses;

/** GET /api/announcements?mode=favorites: the user's favourites, 20 a page (spec 2 section 2.10). */
export async function listFavorites(
  db: Kysely<DB>,
  userId: number,
  q: z.output<typeof favoritesQuerySchema>,
) {
  const rows = await favoriteRows(db, userId, q);
  const total = Number(rows[0]?.total ?? 0);
  return {
    advertisements: rows.map((row) => {
      const hidden = !PUBLIC_STATUSES.includes(row.status);
      return {
        ...announcementSummary(row),
        advertiser_name: hidden ? null : (row.advertiser_name ?? null),
        badge: Boolean(row.badge),
        hidden,
      };
    }),
    meta: { total, page: q.page, last_page: Math.max(1, Math.ceil(total / q.limit)) },
  };
}
