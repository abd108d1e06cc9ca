import type { QueryValue } from '@bk/contracts/common/query';
import type { searchFiltersSchema } from '@bk/contracts/dictionaries/form';
import type { searchResultSchema } from '@bk/contracts/search/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { SEARCH_API_PATH } from './search-api-path.ts';

/** The search's answer with client names (searchResultSchema renamed as `toPolish` renames it). */
export type SearchAnswer = Polish<z.output<typeof searchResultSchema>>;
export type SearchResultItem = SearchAnswer['ogloszenia'][number];
/** A piece of a title or excerpt; `match` pieces are what the query found (shown as <mark>). */
export type Segment = SearchResultItem['tytul'][number];

/** GET /api/dictionaries/search-filters with client names (searchFiltersSchema renamed). */
export type SearchFilterDictionaries = Polish<z.output<typeof searchFiltersSchema>>;

export const searchQueryKey = 'announcement-search';

/** The search (its answer depends on the viewer: own announcements and favourites are marked). */
export function useSearchResults(query: Record<string, QueryValue>) {
  const { user } = useSession();
  return useQuery({ ...searchResultsQuery(user?.id, query), placeholderData: keepPreviousData });
}

export function searchResultsQuery(userId: number | undefined, query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: userQueryKey(userId, searchQueryKey, query),
    queryFn: ({ signal }) => api<SearchAnswer>(SEARCH_API_PATH, { query, signal }),
  });
}

export function useSearchFilterDictionaries() {
  return useQuery(searchFilterDictionariesQuery);
}

export const searchFilterDictionariesQuery = queryOptions({
  queryKey: ['search-filter-dictionaries'],
  queryFn: ({ signal }) => api<SearchFilterDictionaries>('/api/dictionaries/search-filters', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

type CpvAnswer = { kodyCPV: { id: number; kod: string; nazwa: string }[] };

/** The CPV dictionary entry of a code (for codes restored from the address), null when unknown. */
export async function findCpvCode(code: string, signal?: AbortSignal) {
  const answer = await api<CpvAnswer>('/api/dictionaries/cpv', { query: { search_key: code }, signal });
  return answer.kodyCPV.find((c) => c.kod === code || c.kod.slice(0, 8) === code.slice(0, 8)) ?? null;
}
