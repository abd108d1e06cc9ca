import { countOf, nouns } from '@bk/contracts/common/plural';
import type { QueryValue } from '@bk/contracts/common/query';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { FAVORITES_PAGE_SIZE, favoriteSorts } from '@bk/contracts/newsletter/newsletter';
import {
  type FilterValue,
  type ListDefaults,
  type ListState,
  writeListParams,
} from '../../lib/list-params.ts';
import { sectionHref } from './newsletter-params.ts';

/** The filter fields' limits (favoritesQuerySchema: title 200, number 50). */
export const favoriteFilterLimits = { title: 200, number: 50 } as const;

/** The statuses a favourite can have: every one but a draft (a draft is never public). */
export const favoriteStatusOptions = announcementStatuses
  .filter((s) => s.name !== 'DRAFT')
  .map((s) => ({ value: s.name as string, label: s.label as string }));

/** The favourites list in the address (besides `sekcja=ulubione`): page, sort, title, number, statuses. */
export const favoritesListDefaults: ListDefaults = {
  sort: 'favoriteAdded_desc',
  sorts: favoriteSorts,
  limit: FAVORITES_PAGE_SIZE,
  limits: [FAVORITES_PAGE_SIZE],
  filterNames: ['tytul', 'numer', 'status'],
  choices: { status: favoriteStatusOptions.map((o) => o.value) },
};

export type FavoriteFilterValues = { tytul: string; numer: string; status: string[] };
export const emptyFavoriteFilters: FavoriteFilterValues = { tytul: '', numer: '', status: [] };

const text = (v: FilterValue | undefined) => (typeof v === 'string' ? v : '');

/** The filter form's values from the list state (statuses as an array or a comma list). */
export function favoriteFilters(state: ListState): FavoriteFilterValues {
  const status = state.filters.status;
  return {
    tytul: text(state.filters.tytul),
    numer: text(state.filters.numer),
    status: Array.isArray(status) ? [...status] : text(status) ? text(status).split(',') : [],
  };
}

/** The address of a state of the favourites list. */
export function favoritesHref(state: ListState): string {
  return `${sectionHref('ulubione')}&${writeListParams(state)}`;
}

/** The query of GET /api/announcements?mode=favorites (wire names); empty filters are left out. */
export function favoritesApiQuery(state: ListState): Record<string, QueryValue> {
  const filters = favoriteFilters(state);
  return {
    mode: 'favorites',
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    title: filters.tytul.trim() || undefined,
    number: filters.numer.trim() || undefined,
    status: filters.status.length > 0 ? filters.status : undefined,
  };
}

/** 'Znaleziono 1 ogłoszenie', '... 3 ogłoszenia', '... 25 ogłoszeń' (the total is exact here). */
export function favoritesCountText(total: number): string {
  return `Znaleziono ${countOf(total, nouns.announcements)}`;
}
