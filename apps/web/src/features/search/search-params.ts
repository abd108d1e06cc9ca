import type { QueryValue } from '@bk/contracts/common/query';
import {
  SEARCH_PAGE_SIZE,
  searchLimits,
  searchSorts,
  searchStatuses,
} from '@bk/contracts/search/search-texts';
import { archiveStatusNames } from '@bk/contracts/settings/archive-statuses';
import type { MessageDescriptor } from '@lingui/core';
import type {
  FilterRange,
  FilterValue,
  ListDefaults,
  ListFilters,
  ListState,
} from '../../lib/list-params.ts';

/**
 * The search's state in the address (spec 1 sections 2 and 7): every criterion under the name the
 * search call uses (q, status as a comma list, full_number, advertiserIdentificationNumber, ranges as
 * name[from]/name[to], lists as name[i]); a date preset is kept as the preset (…Period=week), so a
 * bookmark of 'last week' stays 'last week'. Page ('strona'), sort and limit as every list keeps them.
 */
export type SearchStatus = (typeof searchStatuses)[number];
export const DEFAULT_STATUSES: readonly SearchStatus[] = ['PUBLISHED'];

export const statusLabels: Record<SearchStatus, MessageDescriptor> = {
  PUBLISHED: /*i18n*/ { id: 'search.status.published', message: 'Opublikowane' },
  CLOSED: /*i18n*/ { id: 'search.status.closed', message: 'Zamknięte' },
  CANCELLED: /*i18n*/ { id: 'search.status.cancelled', message: 'Anulowane' },
  RESOLVED: /*i18n*/ { id: 'search.status.resolved', message: 'Rozstrzygnięte' },
};

export const presets = ['week', 'twoWeeks', 'month'] as const;
export type Period = '' | (typeof presets)[number] | 'custom';
export const periodLabels: Record<Period, MessageDescriptor> = {
  '': /*i18n*/ { id: 'search.period.any', message: 'Bez ograniczeń' },
  week: /*i18n*/ { id: 'search.period.week', message: 'Ostatni tydzień' },
  twoWeeks: /*i18n*/ { id: 'search.period.two-weeks', message: 'Ostatnie dwa tygodnie' },
  month: /*i18n*/ { id: 'search.period.month', message: 'Ostatni miesiąc' },
  custom: /*i18n*/ { id: 'search.period.custom', message: 'Własny zakres' },
};

/** The filter dialog's problems (the contracts' searchMessages, in the catalogues: issue 51). */
export const filterTexts = {
  noStatus: /*i18n*/ {
    id: 'search.filters.no-status',
    message: 'Wybierz przynajmniej jeden status ogłoszenia.',
  },
  noDate: /*i18n*/ { id: 'search.filters.no-date', message: 'Wybierz przynajmniej jedną z dat.' },
  rangeOrder: /*i18n*/ {
    id: 'search.filters.range-order',
    message: 'Data „do” nie może być wcześniejsza niż data „od”.',
  },
} satisfies Record<string, MessageDescriptor>;

export type DateFilter = { period: Period; from: string; to: string };

export type SearchCriteria = {
  q: string;
  statuses: SearchStatus[];
  publication: DateFilter;
  deadline: DateFilter;
  /** CPV codes ('30213100-6'). */
  cpv: string[];
  /** A programme code, upper case ('FENG'). */
  programme: string;
  /** Voivodeship codes ('12'). */
  places: string[];
  /** Category and subcategory by label, as the search call takes them. */
  category: string;
  subcategory: string;
  title: string;
  advertiserName: string;
  advertiserId: string;
  fullNumber: string;
  /** 'Szukaj także w załącznikach' (issue 49): on unless the address says attachments=0. */
  attachments: boolean;
};

export const FULL_NUMBER_MAX = 50;

const noDates: DateFilter = { period: '', from: '', to: '' };

export const emptyCriteria: SearchCriteria = {
  q: '',
  statuses: [...DEFAULT_STATUSES],
  publication: noDates,
  deadline: noDates,
  cpv: [],
  programme: '',
  places: [],
  category: '',
  subcategory: '',
  title: '',
  advertiserName: '',
  advertiserId: '',
  fullNumber: '',
  attachments: true,
};

const P = {
  q: 'q',
  status: 'status',
  publicationPeriod: 'publicationDatePeriod',
  publicationRange: 'publicationDateRange',
  deadlinePeriod: 'submissionDeadlinePeriod',
  deadlineRange: 'submissionDeadlineRange',
  cpv: 'cpvItem',
  programme: 'programme',
  places: 'fulfillmentPlaces',
  category: 'category',
  subcategory: 'subcategory',
  title: 'title',
  advertiserName: 'advertiserName',
  advertiserId: 'advertiserIdentificationNumber',
  fullNumber: 'full_number',
  attachments: 'attachments',
} as const;

export const searchListDefaults: ListDefaults = {
  sort: 'default',
  sorts: searchSorts,
  limit: SEARCH_PAGE_SIZE,
  limits: [SEARCH_PAGE_SIZE],
  filterNames: Object.values(P),
  choices: {
    [P.status]: searchStatuses,
    [P.publicationPeriod]: presets,
    [P.deadlinePeriod]: presets,
  },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Letters and digits only (spec 1 section 2: the advertiser identification is stripped while typing). */
export const idCharacters = (value: string) => value.replace(/[^\p{L}\d]/gu, '');

const text = (v: FilterValue | undefined, max: number) =>
  (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '').trim().slice(0, max);
const list = (v: FilterValue | undefined): string[] =>
  Array.isArray(v) ? [...v] : typeof v === 'string' && v !== '' ? v.split(',') : [];
const rangeOf = (v: FilterValue | undefined): FilterRange =>
  typeof v === 'object' && !Array.isArray(v) ? (v as FilterRange) : {};
const unique = (values: string[]) => [...new Set(values)];

function dateFilter(period: FilterValue | undefined, range: FilterValue | undefined): DateFilter {
  const r = rangeOf(range);
  const from = r.from && DATE.test(r.from) ? r.from : '';
  const to = r.to && DATE.test(r.to) ? r.to : '';
  if (from || to) return { period: 'custom', from, to };
  const preset = presets.find((p) => p === period);
  return preset ? { period: preset, from: '', to: '' } : noDates;
}

/** The criteria of an address; anything unknown or malformed is left out, no status means 'Opublikowane'. */
export function criteriaFromFilters(f: ListFilters): SearchCriteria {
  const statuses = searchStatuses.filter((s) => list(f[P.status]).includes(s));
  return {
    q: text(f[P.q], searchLimits.text),
    statuses: statuses.length > 0 ? statuses : [...DEFAULT_STATUSES],
    publication: dateFilter(f[P.publicationPeriod], f[P.publicationRange]),
    deadline: dateFilter(f[P.deadlinePeriod], f[P.deadlineRange]),
    cpv: unique(list(f[P.cpv]).filter((c) => /^\d{8}(-\d)?$/.test(c))),
    programme: text(f[P.programme], 10).toUpperCase(),
    places: unique(list(f[P.places]).filter((c) => /^\d{2}$/.test(c))).sort(),
    category: text(f[P.category], 100),
    subcategory: text(f[P.subcategory], 300),
    title: text(f[P.title], searchLimits.title),
    advertiserName: text(f[P.advertiserName], searchLimits.advertiserName),
    advertiserId: idCharacters(text(f[P.advertiserId], searchLimits.advertiserId)),
    fullNumber: text(f[P.fullNumber], FULL_NUMBER_MAX),
    attachments: attachmentsOn(f[P.attachments]),
  };
}

/**
 * The attachments switch of an address: off only for '0'. A form sent without a script sends a hidden
 * '0' and, when the box is ticked, '1' after it: the last value says.
 */
function attachmentsOn(v: FilterValue | undefined): boolean {
  const values = list(v);
  return values.length === 0 || values[values.length - 1] !== '0';
}

const isDefaultStatus = (statuses: readonly string[]) =>
  statuses.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((s) => statuses.includes(s));

/** The address filters of criteria: empty ones and the default status left out. */
export function filtersFromCriteria(c: SearchCriteria): ListFilters {
  const out: ListFilters = {};
  const put = (name: string, value: string) => {
    if (value.trim()) out[name] = value.trim();
  };
  put(P.q, c.q);
  if (!isDefaultStatus(c.statuses))
    out[P.status] = searchStatuses.filter((s) => c.statuses.includes(s)).join(',');
  const dates = (d: DateFilter, periodName: string, rangeName: string) => {
    if (d.period === 'custom') out[rangeName] = { from: d.from || null, to: d.to || null };
    else if (d.period) out[periodName] = d.period;
  };
  dates(c.publication, P.publicationPeriod, P.publicationRange);
  dates(c.deadline, P.deadlinePeriod, P.deadlineRange);
  if (c.cpv.length > 0) out[P.cpv] = c.cpv;
  put(P.programme, c.programme.toUpperCase());
  if (c.places.length > 0) out[P.places] = [...c.places].sort();
  put(P.category, c.category);
  if (c.category) put(P.subcategory, c.subcategory);
  put(P.title, c.title);
  put(P.advertiserName, c.advertiserName);
  put(P.advertiserId, idCharacters(c.advertiserId));
  put(P.fullNumber, c.fullNumber);
  if (!c.attachments) out[P.attachments] = '0';
  return out;
}

function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day a month earlier (the month's last day when it has no such day). */
function monthBefore(date: string): string {
  const [y = 0, m = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 2, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The dates of a filter; presets end today (the Polish date) and start a week, two weeks or a month
 * before. `today` is asked for only by a preset: working out the Polish date loads the browser's
 * time-zone data, tens of milliseconds a phone need not spend on a search without one (issue 48).
 */
export function rangeOfFilter(
  d: DateFilter,
  today: string | (() => string),
): { from: string | null; to: string | null } {
  if (d.period === 'custom') return { from: d.from || null, to: d.to || null };
  if (d.period !== 'week' && d.period !== 'twoWeeks' && d.period !== 'month') return { from: null, to: null };
  const to = typeof today === 'function' ? today() : today;
  if (d.period === 'week') return { from: shiftDays(to, -7), to };
  if (d.period === 'twoWeeks') return { from: shiftDays(to, -14), to };
  return { from: monthBefore(to), to };
}

/** The query of GET /api/search/announcements (statuses always sent: the page's default is 'Opublikowane'). */
export function searchApiQuery(
  c: SearchCriteria,
  state: ListState,
  today: string | (() => string),
): Record<string, QueryValue> {
  return {
    q: c.q,
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    status: c.statuses,
    publicationDateRange: rangeOfFilter(c.publication, today),
    submissionDeadlineRange: rangeOfFilter(c.deadline, today),
    cpvItem: c.cpv,
    programme: c.programme ? [c.programme.toUpperCase()] : [],
    fulfillmentPlaces: c.places,
    category: c.category,
    subcategory: c.category ? c.subcategory : '',
    title: c.title,
    advertiserName: c.advertiserName,
    advertiserIdentificationNumber: c.advertiserId,
    full_number: c.fullNumber,
    attachments: c.attachments ? '1' : '0',
  };
}

/** How many criteria of the filter dialog differ from the start (the 'Filtry' button's count). */
export function activeFilterCount(c: SearchCriteria): number {
  return [
    !isDefaultStatus(c.statuses),
    c.publication.period !== '',
    c.deadline.period !== '',
    c.cpv.length > 0,
    c.programme !== '',
    c.places.length > 0,
    c.category !== '',
    c.category !== '' && c.subcategory !== '',
    c.title.trim() !== '',
    c.advertiserName.trim() !== '',
    c.advertiserId !== '',
    c.fullNumber.trim() !== '',
  ].filter(Boolean).length;
}

export type FilterProblem = 'statuses' | 'publication' | 'publicationTo' | 'deadline' | 'deadlineTo';

/** The filter dialog's checks (spec 1 section 5). */
export function filterProblems(
  c: SearchCriteria,
  say: (text: MessageDescriptor) => string = (text) => text.message ?? text.id,
): Partial<Record<FilterProblem, string>> {
  const problems: Partial<Record<FilterProblem, string>> = {};
  if (c.statuses.length === 0) problems.statuses = say(filterTexts.noStatus);
  const dates = (d: DateFilter, group: FilterProblem, to: FilterProblem) => {
    if (d.period !== 'custom') return;
    if (!d.from && !d.to) problems[group] = say(filterTexts.noDate);
    else if (d.from && d.to && d.to < d.from) problems[to] = say(filterTexts.rangeOrder);
  };
  dates(c.publication, 'publication', 'publicationTo');
  dates(c.deadline, 'deadline', 'deadlineTo');
  return problems;
}

/**
 * The fields posted to the old portal's search (spec 1 section 2): the query, statuses by its names
 * (RESOLVED has none there), custom date ranges only, category, subcategory and provinces (by name).
 */
export function archiveFields(c: SearchCriteria, provinceName: (code: string) => string): [string, string][] {
  const fields: [string, string][] = [];
  const put = (name: string, value: string) => {
    if (value) fields.push([name, value]);
  };
  put('query', c.q);
  for (const status of c.statuses) put('statuses[]', archiveStatusNames[status] ?? '');
  if (c.publication.period === 'custom') {
    put('publicationDateFrom', c.publication.from);
    put('publicationDateTo', c.publication.to);
  }
  if (c.deadline.period === 'custom') {
    put('submissionDeadlineFrom', c.deadline.from);
    put('submissionDeadlineTo', c.deadline.to);
  }
  put('category', c.category);
  if (c.category) put('subcategory', c.subcategory);
  for (const code of c.places) put('provinces[]', provinceName(code));
  return fields;
}
