import { api } from './api.ts';

/** Each favourite action is blocked while it runs and for 1.5 s after (spec 1 sections 4 and 9). */
export const FAVORITE_BLOCK_MS = 1500;

/** POST (add) or DELETE (remove) /api/favorite-announcements/{id}. */
export function setFavorite(id: number, favorite: boolean) {
  return api<{ id: number; favorite: boolean }>(`/api/favorite-announcements/${id}`, {
    method: favorite ? 'POST' : 'DELETE',
  });
}
