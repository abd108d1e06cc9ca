import { countOf, nouns } from '../common/plural.ts';

// Kept free of zod: the search page's first paint reads these without building any schema.

/** The announcement search (spec 1 sections 2 'Search', 3, 5, 7, 8, 9). */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_TEXT_MAX = 250;
export const searchStatuses = ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'] as const;
export const searchSorts = ['default', 'publicationDate', 'submissionDeadline'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchSortLabels: Record<SearchSort, string> = {
  default: 'Domyślnie',
  publicationDate: 'Po dacie publikacji ogłoszeń',
  submissionDeadline: 'Po terminie składania ofert',
};

export const searchLimits = { text: 250, title: 1000, advertiserName: 250, advertiserId: 255 } as const;

export const searchMessages = {
  noStatus: 'Wybierz przynajmniej jeden status ogłoszenia.',
  noDate: 'Wybierz przynajmniej jedną z dat.',
  rangeOrder: 'Data „do” nie może być wcześniejsza niż data „od”.',
  empty: 'Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.',
  failed: 'Nie udało się wyszukać ogłoszeń.',
} as const;

/** 'Znaleziono [około ]N ogłoszeń' ('około' from 20, spec 1 section 9), with the Polish plural. */
export function foundText(total: number, approximate = false): string {
  const about = total >= SEARCH_PAGE_SIZE || approximate ? 'około ' : '';
  return `Znaleziono ${about}${countOf(total, nouns.announcements)}`;
}
