import { buildQuery } from '@bk/contracts/common/query';
import {
  NEWSLETTER_DAYS,
  type NewsletterSection,
  type NewsletterStatus,
  newsletterSections,
} from '@bk/contracts/newsletter/newsletter-texts';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The newsletter page's address (zod-free: the page's first paint reads it): the tab (`sekcja`) and
 * the newsletter results' day, kind and page.
 */
export const NEWSLETTER_PATH = '/newsletter';
export const SECTION_PARAM = 'sekcja';
export const DAY_PARAM = 'dzien';
export const KIND_PARAM = 'rodzaj';
export const PAGE_PARAM = 'strona';

export const PAGE_HEADING: MessageDescriptor = /*i18n*/ {
  id: 'newsletter.heading',
  message: 'Newsletter, powiadomienia, ulubione',
};

export const sectionLabels: Record<NewsletterSection, MessageDescriptor> = {
  newsletter: /*i18n*/ { id: 'newsletter.tab.newsletter', message: 'Newsletter' },
  powiadomienia: /*i18n*/ { id: 'newsletter.tab.notifications', message: 'Powiadomienia' },
  ulubione: /*i18n*/ { id: 'newsletter.tab.favourites', message: 'Ulubione' },
};

/** The document title of each tab ('Baza Konkurencyjności - {title}'). */
export const sectionTitles: Record<NewsletterSection, MessageDescriptor> = {
  newsletter: /*i18n*/ { id: 'newsletter.title.newsletter', message: 'newsletter' },
  powiadomienia: /*i18n*/ { id: 'newsletter.title.notifications', message: 'powiadomienia' },
  ulubione: /*i18n*/ { id: 'newsletter.title.favourites', message: 'ulubione ogłoszenia' },
};

/** The tab the address asks for, whatever the letter case; the newsletter tab when none or unknown. */
export function readSection(raw: string | null): NewsletterSection {
  const wanted = raw?.trim().toLowerCase();
  return newsletterSections.find((section) => section === wanted) ?? 'newsletter';
}

export function sectionHref(section: NewsletterSection): string {
  return `${NEWSLETTER_PATH}?${SECTION_PARAM}=${section}`;
}

export type NewsletterDay = (typeof NEWSLETTER_DAYS)[number];
export type ResultsState = { day: NewsletterDay; status: NewsletterStatus; page: number };

export const dayLabels: Record<NewsletterDay, MessageDescriptor> = {
  1: /*i18n*/ { id: 'newsletter.day.yesterday', message: 'Wczoraj' },
  2: /*i18n*/ { id: 'newsletter.day.before-yesterday', message: 'Przedwczoraj' },
};

/** The kinds of results as the address spells them (Polish words, the wire's names in the call). */
const kindWords: Record<NewsletterStatus, string> = { new: 'nowe', updated: 'zaktualizowane' };

/** The kinds' tabs, with the day's count when known ('NOWE (3)'). */
export const kindLabels: Record<NewsletterStatus, MessageDescriptor> = {
  new: /*i18n*/ { id: 'newsletter.kind.new', message: 'NOWE' },
  updated: /*i18n*/ { id: 'newsletter.kind.updated', message: 'ZAKTUALIZOWANE' },
};

export const resultsEmptyText: Record<NewsletterStatus, MessageDescriptor> = {
  new: /*i18n*/ {
    id: 'newsletter.results.empty.new',
    message: 'Brak nowych ogłoszeń spełniających kryteria Twoich filtrów z tego dnia.',
  },
  updated: /*i18n*/ {
    id: 'newsletter.results.empty.updated',
    message: 'Brak zaktualizowanych ogłoszeń spełniających kryteria Twoich filtrów z tego dnia.',
  },
};

function positive(raw: string | null): number | null {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** The results' state from the address: yesterday, new, page 1 unless it says otherwise. */
export function readResultsState(params: URLSearchParams): ResultsState {
  const dayValue = positive(params.get(DAY_PARAM));
  const day = NEWSLETTER_DAYS.find((d) => d === dayValue) ?? 1;
  const kind = params.get(KIND_PARAM)?.trim().toLowerCase();
  const status = (Object.keys(kindWords) as NewsletterStatus[]).find((s) => kindWords[s] === kind) ?? 'new';
  return { day, status, page: positive(params.get(PAGE_PARAM)) ?? 1 };
}

/** The address of a state of the results (the newsletter tab). */
export function resultsHref(state: ResultsState): string {
  const query = buildQuery({
    [DAY_PARAM]: state.day,
    [KIND_PARAM]: kindWords[state.status],
    [PAGE_PARAM]: state.page,
  });
  return `${sectionHref('newsletter')}&${query}`;
}

/** 'yyyy-MM-dd' moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * The dates of both days, from the date the server gave for one of them (meta.date of `day`):
 * day 1 is the day after day 2.
 */
export function dayDates(date: string, day: NewsletterDay): Record<NewsletterDay, string> {
  return { 1: shiftDate(date, day - 1), 2: shiftDate(date, day - 2) };
}
