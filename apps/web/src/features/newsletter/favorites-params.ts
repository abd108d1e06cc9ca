import type { QueryValue } from '@bk/contracts/common/query';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { FAVORITES_PAGE_SIZE, type FavoriteSort, favoriteSorts } from '@bk/contracts/newsletter/newsletter';
import type { I18n, MessageDescriptor } from '@lingui/core';
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

/** The statuses' names in the page's language (the values stay; issue 51). */
export const favoriteStatusNames: Record<string, MessageDescriptor> = {
  PUBLISHED: /*i18n*/ { id: 'newsletter.status.published', message: 'Opublikowane' },
  CLOSED: /*i18n*/ { id: 'newsletter.status.closed', message: 'Zamknięte' },
  CANCELLED: /*i18n*/ { id: 'newsletter.status.cancelled', message: 'Anulowane' },
  RESOLVED: /*i18n*/ { id: 'newsletter.status.resolved', message: 'Rozstrzygnięte' },
  LOCKED: /*i18n*/ { id: 'newsletter.status.locked', message: 'Zablokowane' },
};

/** The sorts' names (the contracts' favoriteSortLabels, in the catalogues: issue 51). */
export const favoriteSortNames: Record<FavoriteSort, MessageDescriptor> = {
  favoriteAdded_desc: /*i18n*/ {
    id: 'newsletter.sort.added-desc',
    message: 'Data dodania do ulubionych: od najnowszych',
  },
  publicationDate_desc: /*i18n*/ {
    id: 'newsletter.sort.published-desc',
    message: 'Data publikacji: od najnowszych',
  },
  submissionDeadline_desc: /*i18n*/ {
    id: 'newsletter.sort.deadline-desc',
    message: 'Termin składania ofert: od najpóźniejszego',
  },
  submissionDeadline_asc: /*i18n*/ {
    id: 'newsletter.sort.deadline-asc',
    message: 'Termin składania ofert: od najwcześniejszego',
  },
  title_asc: /*i18n*/ { id: 'newsletter.sort.title-asc', message: 'Tytuł: A-Z' },
  title_desc: /*i18n*/ { id: 'newsletter.sort.title-desc', message: 'Tytuł: Z-A' },
};

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
export function favoritesCountText(i18n: I18n, total: number): string {
  return i18n._({
    id: 'newsletter.favourites.found',
    message:
      'Znaleziono {count, plural, one {# ogłoszenie} few {# ogłoszenia} many {# ogłoszeń} other {# ogłoszenia}}',
    values: { count: total },
  });
}
