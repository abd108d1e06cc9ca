import { NEWSLETTER_PAGE_SIZE } from '@bk/contracts/newsletter/newsletter-texts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { ResultsState } from './newsletter-params.ts';
import type {
  FilterDictionaries,
  NewsletterFilter,
  NewsletterFilterBody,
  NewsletterResults,
} from './newsletter-types.ts';

export const FILTERS_KEY = 'newsletter-filters';
export const RESULTS_KEY = 'newsletter-results';

/** The user's query keys of the newsletter tab: the saved filters and (a prefix of) the results. */
export function useNewsletterKeys() {
  const { user } = useSession();
  return {
    filters: userQueryKey(user?.id, FILTERS_KEY),
    results: userQueryKey(user?.id, RESULTS_KEY),
  };
}

/** GET /api/newsletter-filters: the saved filters. */
export function useNewsletterFilters() {
  const keys = useNewsletterKeys();
  return useQuery({
    queryKey: keys.filters,
    queryFn: ({ signal }) =>
      api<{ newsletterFilters: NewsletterFilter[] }>('/api/newsletter-filters', { signal }).then(
        (answer) => answer.newsletterFilters,
      ),
  });
}

/**
 * GET /api/announcements?mode=newsletter: a day's results of one kind. A failure is not shown (spec 2
 * section 7: newsletter calls ignore failures): the tab shows its empty state.
 */
export function useNewsletterResults(state: ResultsState) {
  const keys = useNewsletterKeys();
  return useQuery({
    queryKey: [...keys.results, state],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api<NewsletterResults>('/api/announcements', {
        signal,
        query: {
          mode: 'newsletter',
          day: state.day,
          newsletter_status: state.status,
          page: state.page,
          limit: NEWSLETTER_PAGE_SIZE,
        },
      });
      // The day asked for rides with the answer: meta.date is that day's date, also while the
      // answer stands in for the next one being loaded.
      return { ...answer, day: state.day };
    },
  });
}

/** GET /api/dictionaries/search-filters (public; the search keeps it under the same key). */
export function useFilterDictionaries() {
  return useQuery({
    queryKey: ['search-filter-dictionaries'],
    queryFn: ({ signal }) => api<FilterDictionaries>('/api/dictionaries/search-filters', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/newsletter-filters (a new filter) or PUT /api/newsletter-filters/{id}. */
export function saveFilter(id: number | null, body: NewsletterFilterBody) {
  return api<{ newsletterFilter: NewsletterFilter }>(
    id === null ? '/api/newsletter-filters' : `/api/newsletter-filters/${id}`,
    { method: id === null ? 'POST' : 'PUT', body },
  );
}

export function deleteFilter(id: number) {
  return api<Record<string, never>>(`/api/newsletter-filters/${id}`, { method: 'DELETE' });
}

/** PUT /api/newsletter-filters/{id}/enabled: the filter's switch. */
export function setFilterEnabled(id: number, enabled: boolean) {
  return api<{ newsletterFilter: NewsletterFilter }>(`/api/newsletter-filters/${id}/enabled`, {
    method: 'PUT',
    body: { enabled },
  });
}
