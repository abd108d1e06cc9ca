import type { QueryClient } from '@tanstack/react-query';
import { publicSettingsQuery } from '../../lib/public-settings.ts';
import { searchFilterDictionariesQuery, searchResultsQuery } from './search-api.ts';
import { searchQueryOf } from './search-early.ts';

/** The search page's first queries, for an anonymous visitor (lib/server-data.ts). */
export function prefetchSearch(client: QueryClient, search: string): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(searchResultsQuery(undefined, searchQueryOf(search))),
    client.prefetchQuery(searchFilterDictionariesQuery),
    client.prefetchQuery(publicSettingsQuery),
  ]);
}
