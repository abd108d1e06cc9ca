import type { QueryValue } from '@bk/contracts/common/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { FavoritesResults } from './newsletter-types.ts';

export const FAVORITES_KEY = 'favorite-announcements';

/** The prefix of every favourites list query of the signed-in user (to invalidate them all). */
export function useFavoritesKey() {
  const { user } = useSession();
  return userQueryKey(user?.id, FAVORITES_KEY);
}

/** GET /api/announcements?mode=favorites with the list's page, sort and filters (wire names). */
export function useFavorites(query: Record<string, QueryValue>) {
  const key = useFavoritesKey();
  return useQuery({
    queryKey: [...key, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<FavoritesResults>('/api/announcements', { signal, query }),
  });
}

/** DELETE /api/badge/advertisement/{id}: clears the announcement's 'N' for the user. */
export function clearNewMark(id: number) {
  return api<{ id: number }>(`/api/badge/advertisement/${id}`, { method: 'DELETE' });
}
