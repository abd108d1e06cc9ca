import { warsawToday } from '@bk/contracts/common/warsaw-time';
import { requestEarly } from '../../lib/api.ts';
import { readListParams, writeListParams } from '../../lib/list-params.ts';
import { SEARCH_API_PATH } from './search-api-path.ts';
import { criteriaFromFilters, searchApiQuery, searchListDefaults } from './search-params.ts';

/**
 * The search of an address, asked for while the page's code loads (app/routes.tsx): the same query
 * as the page's (SearchPage.tsx: the address read by useListParams, then searchApiQuery), so the
 * page's call takes this answer.
 */
export function requestSearchEarly(search: string): void {
  requestEarly(SEARCH_API_PATH, searchQueryOf(search));
}

/** The search API's query of the page's address (its search string). */
export function searchQueryOf(search: string) {
  const read = readListParams(search, searchListDefaults);
  const state = { page: read.page, sort: read.sort, limit: read.limit, filters: read.filters };
  return searchApiQuery(criteriaFromFilters(state.filters), state, warsawToday);
}

/**
 * The page's own form of an address's search string (lib/use-address-state.ts writes it once the page
 * is live), or null when the address holds values the page drops (the page shows which, once live).
 */
export function searchAddressOf(search: string): string | null {
  const { ignored, ...state } = readListParams(search, searchListDefaults);
  return ignored.length > 0 ? null : writeListParams(state);
}
