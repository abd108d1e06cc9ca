import {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  adminSorts,
  adminFilterLimits as L,
} from '@bk/contracts/announcements/admin-list';
import type { QueryValue } from '@bk/contracts/common/query';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { levelFilterParams } from '../../lib/level-params.ts';
import { filterNamesOf, type ListDefaults, type ListFilters, type ListState } from '../../lib/list-params.ts';

/** The address names of spec 3 section 2.7 and the wire names of GET /api/admin/announcements. */
export const filterParams = {
  email: 'email',
  imie: 'forename',
  nazwisko: 'surname',
  nazwaPodmiotu: 'subject_name',
  typAdresu: 'address_kind',
  typNumeruIdent: 'identification_type',
  numerIdent: 'identification_number',
  kraj: 'country',
  woj: 'voivodeship',
  pow: 'poviat',
  gm: 'commune',
  miejscowosc: 'locality',
  statusOgl: 'status',
  numerOgl: 'number',
  tytul: 'title',
  ...levelFilterParams,
  numerProj: 'project_number',
  dataPublOd: 'publication_from',
  dataPublDo: 'publication_to',
  terminOfertOd: 'deadline_from',
  terminOfertDo: 'deadline_to',
} as const satisfies Record<string, keyof AdminListQuery>;

export type FilterName = keyof typeof filterParams;
export type AdminFilters = Record<FilterName, string>;
export const { names: filterNames, empty: emptyAdminFilters } = filterNamesOf(filterParams);

export const listDefaults: ListDefaults = {
  sort: 'announcementNumber_desc',
  sorts: adminSorts,
  limit: ADMIN_PAGE_SIZE,
  limits: [ADMIN_PAGE_SIZE],
  filterNames,
  choices: {
    statusOgl: announcementStatuses.map((s) => s.name),
    typAdresu: ['poland', 'abroad'],
    typNumeruIdent: ['nip', 'pesel', 'numer_zagraniczny'],
  },
};

/** Maximum lengths of the text filters (spec 3 section 5.8). */
export const textLimits: Partial<Record<FilterName, number>> = {
  email: L.email,
  imie: L.forename,
  nazwisko: L.surname,
  nazwaPodmiotu: L.advertiserName,
  pow: 100,
  gm: 100,
  miejscowosc: L.foreignLocality,
  numerOgl: L.announcementNumber,
  tytul: L.title,
  numerProj: L.projectNumber,
};

const levelNames = Object.keys(levelFilterParams) as FilterName[];
const dateNames: FilterName[] = ['dataPublOd', 'dataPublDo', 'terminOfertOd', 'terminOfertDo'];
const choices: Partial<Record<FilterName, readonly string[]>> = {
  typAdresu: ['poland', 'abroad'],
  typNumeruIdent: ['nip', 'pesel', 'numer_zagraniczny'],
  statusOgl: announcementStatuses.map((s) => s.name),
};

/** NIP: 10 digits, PESEL: 11 digits, a foreign number (or no type): up to 100 characters. */
export function identificationMax(type: string): number {
  return type === 'nip' ? L.nip : type === 'pesel' ? L.pesel : L.foreignNumber;
}

export function cleanIdentification(type: string, value: string): string {
  const kept = type === 'nip' || type === 'pesel' ? value.replace(/\D/g, '') : value;
  return kept.slice(0, identificationMax(type));
}

/** What the address says, made safe: unknown choices, bad ids and dates dropped, texts cut to their limits. */
export function filtersFromAddress(filters: ListFilters): AdminFilters {
  const out = { ...emptyAdminFilters };
  for (const name of filterNames) {
    const raw = filters[name];
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (levelNames.includes(name)) out[name] = /^[1-9]\d{0,9}$/.test(value) ? value : '';
    else if (dateNames.includes(name)) out[name] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
    else if (choices[name]) out[name] = choices[name].includes(value) ? value : '';
    else if (name === 'kraj') out[name] = /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : '';
    else if (name === 'woj') out[name] = value.slice(0, 100);
    else if (name === 'numerIdent') out[name] = value;
    else out[name] = value.slice(0, textLimits[name] ?? 100);
  }
  out.numerIdent = cleanIdentification(out.typNumeruIdent, out.numerIdent);
  return out;
}

export function activeFilterCount(filters: AdminFilters): number {
  return filterNames.filter((name) => filters[name] !== '').length;
}

const RANGE = 'Data „do” nie może być wcześniejsza niż data „od”.';

/** The dialog's checks before searching: 'to' not before 'from' (spec 3 section 5.8). */
export function filterProblems(filters: AdminFilters): Partial<Record<FilterName, string>> {
  const problems: Partial<Record<FilterName, string>> = {};
  if (filters.dataPublOd && filters.dataPublDo && filters.dataPublDo < filters.dataPublOd)
    problems.dataPublDo = RANGE;
  if (filters.terminOfertOd && filters.terminOfertDo && filters.terminOfertDo < filters.terminOfertOd)
    problems.terminOfertDo = RANGE;
  if (filters.typNumeruIdent === 'nip' && filters.numerIdent && !/^\d{1,10}$/.test(filters.numerIdent))
    problems.numerIdent = 'Wpisz do 10 cyfr numeru NIP.';
  if (filters.typNumeruIdent === 'pesel' && filters.numerIdent && !/^\d{1,11}$/.test(filters.numerIdent))
    problems.numerIdent = 'Wpisz do 11 cyfr numeru PESEL.';
  return problems;
}

/** The values the dialog sends on: trimmed. */
export function trimmed(filters: AdminFilters): AdminFilters {
  return Object.fromEntries(filterNames.map((n) => [n, filters[n].trim()])) as AdminFilters;
}

/** The call's query: page, size, sort and the filters under their wire names (empty ones left out). */
export function adminApiQuery(state: ListState): Record<string, QueryValue> {
  const filters = filtersFromAddress(state.filters);
  const query: Record<string, QueryValue> = { page: state.page, size: ADMIN_PAGE_SIZE, sort: state.sort };
  for (const name of filterNames) if (filters[name]) query[filterParams[name]] = filters[name];
  return query;
}
