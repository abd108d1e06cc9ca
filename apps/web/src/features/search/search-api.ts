import type { QueryValue } from '@bk/contracts/common/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';

/** A piece of a title or excerpt; `match` pieces are what the query found (shown as <mark>). */
export type Segment = { text: string; match: boolean };

/** A search result with client names (searchResultItemSchema after mapping). */
export type SearchResultItem = {
  id: number;
  numer: string | null;
  status: { id: number; nazwa: string; label: string };
  tytul: Segment[];
  excerpt: Segment[];
  isMine: boolean;
  favorite: boolean;
  dataOpublikowania: string | null;
  terminOfert: string | null;
  advertiserName: string | null;
  place: string | null;
};

export type SearchAnswer = {
  ogloszenia: SearchResultItem[];
  meta: { total: number; approximate: boolean; page: number; lastPage: number };
};

type Named = { id: number; kod: string | null; nazwa: string };

/** GET /api/dictionaries/search-filters with client names (searchFiltersSchema after mapping). */
export type SearchFilterDictionaries = {
  orderItemCategories: (Named & { subcategories: Named[] })[];
  operationProgramme: Named[];
  locationId: { kod: string; nazwa: string }[];
};

export const searchQueryKey = 'announcement-search';

/** The search (its answer depends on the viewer: own announcements and favourites are marked). */
export function useSearchResults(query: Record<string, QueryValue>) {
  const { user } = useSession();
  return useQuery({
    queryKey: userQueryKey(user?.id, searchQueryKey, query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<SearchAnswer>('/api/search/announcements', { query, signal }),
  });
}

export function useSearchFilterDictionaries() {
  return useQuery({
    queryKey: ['search-filter-dictionaries'],
    queryFn: ({ signal }) => api<SearchFilterDictionaries>('/api/dictionaries/search-filters', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

type CpvAnswer = { kodyCPV: { id: number; kod: string; nazwa: string }[] };

/** The CPV dictionary entry of a code (for codes restored from the address), null when unknown. */
export async function findCpvCode(code: string, signal?: AbortSignal) {
  const answer = await api<CpvAnswer>('/api/dictionaries/cpv', { query: { search_key: code }, signal });
  return answer.kodyCPV.find((c) => c.kod === code || c.kod.slice(0, 8) === code.slice(0, 8)) ?? null;
}
