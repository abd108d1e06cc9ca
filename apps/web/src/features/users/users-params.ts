import { MAX_ID } from '@bk/contracts/common/input';
import { buildQuery, type QueryValue } from '@bk/contracts/common/query';
import {
  type UserSort,
  type UserStatusFilter,
  userSorts,
  userStatuses,
  usersLimits,
} from '@bk/contracts/users/admin-users';
import { type IgnoredParam, PAGE_PARAM } from '../../lib/list-params.ts';

/**
 * The addresses of the user administration (spec 3 sections 2.3 and 9): the tab (`sekcja`) of
 * /uzytkownicy and /uzytkownicy/{id}, and the user list's state (filters, sort, `strona`) beside
 * `sekcja=lista`, so a reload shows the same list.
 */
export const USERS_PATH = '/uzytkownicy';
export const SECTION_PARAM = 'sekcja';
export const PAGE_HEADING = 'Administracja użytkownikami i uprawnieniami';
/** The account panel of the identity service (a full page load, not a route of the portal). */
export const ACCOUNT_PANEL_USERS = '/konto/panel/uzytkownicy/';

export const usersSections = ['lista', 'uprawnienia'] as const;
export type UsersSection = (typeof usersSections)[number];
export const usersSectionLabels: Record<UsersSection, string> = {
  lista: 'Lista użytkowników',
  uprawnienia: 'Uprawnienia',
};

export const userSections = ['dane', 'uprawnienia'] as const;
export type UserSection = (typeof userSections)[number];
export const userSectionLabels: Record<UserSection, string> = {
  dane: 'Dane użytkownika',
  uprawnienia: 'Uprawnienia',
};

/** The value of `allowed` that `raw` spells, whatever the letter case and spaces around it. */
function choiceOf<S extends string>(raw: string, allowed: readonly S[]): S | undefined {
  const wanted = raw.trim().toLowerCase();
  return allowed.find((choice) => choice.toLowerCase() === wanted);
}

/** The tab the address asks for, whatever the letter case; the first tab when none or unknown. */
export function readSection<S extends string>(raw: string | null, sections: readonly [S, ...S[]]): S {
  return (raw ? choiceOf(raw, sections) : undefined) ?? sections[0];
}

/** The account page of a user in the identity service's panel. */
export function accountPanelUserHref(id: number): string {
  return `${ACCOUNT_PANEL_USERS}${id}`;
}

/** The id of /uzytkownicy/{id}: plain digits, 1..MAX_ID; null for anything else (the not-found view). */
export function readUserId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

export const DEFAULT_USER_SORT: UserSort = 'surname';
/** The largest page the list call takes (usersQuerySchema); a larger one reads as page 1. */
export const MAX_PAGE = 100_000;

/** The text filters: their address names (Polish) and the call's wire names. */
export const textFilterParams = {
  identyfikator: 'identifier',
  email: 'email',
  imie: 'forename',
  nazwisko: 'surname',
} as const satisfies Record<string, keyof typeof usersLimits>;
export type TextFilterName = keyof typeof textFilterParams;
export const textFilterNames = Object.keys(textFilterParams) as TextFilterName[];
export const STATUS_PARAM = 'status';

export type UserFilters = Record<TextFilterName, string> & { status: UserStatusFilter };
export const emptyUserFilters: UserFilters = {
  identyfikator: '',
  email: '',
  imie: '',
  nazwisko: '',
  status: 'all',
};

export const statusLabels: Record<UserStatusFilter, string> = {
  all: 'Wszyscy',
  active: 'Aktywni',
  blocked: 'Zablokowani',
};

/** The longest value of a text filter (usersLimits, spec 3 section 5.8). */
export function filterMaxLength(name: TextFilterName): number {
  return usersLimits[textFilterParams[name]];
}

export type UsersListState = { page: number; sort: UserSort; filters: UserFilters };
export const defaultUsersList: UsersListState = {
  page: 1,
  sort: DEFAULT_USER_SORT,
  filters: emptyUserFilters,
};

function pageOf(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The list's state from the address: page 1 when `strona` is not a valid page, the surname sort when
 * `sort` is unknown, all statuses when `status` is unknown (both named in `ignored`), texts trimmed
 * and cut to their limits. Other parameters (`sekcja`) are not the list's.
 */
export function readUsersList(
  search: string | URLSearchParams,
): UsersListState & { ignored: IgnoredParam[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: IgnoredParam[] = [];
  const rawSort = params.get('sort');
  const sort = rawSort ? choiceOf(rawSort, userSorts) : undefined;
  if (rawSort && !sort) ignored.push({ name: 'sort', value: rawSort });
  const rawStatus = params.get(STATUS_PARAM)?.trim() ?? '';
  const status = rawStatus ? choiceOf(rawStatus, userStatuses) : undefined;
  if (rawStatus && !status) ignored.push({ name: STATUS_PARAM, value: rawStatus });
  const filters: UserFilters = { ...emptyUserFilters, status: status ?? 'all' };
  for (const name of textFilterNames) {
    filters[name] = (params.get(name) ?? '').trim().slice(0, filterMaxLength(name));
  }
  return { page: pageOf(params.get(PAGE_PARAM)), sort: sort ?? DEFAULT_USER_SORT, filters, ignored };
}

/** The list's part of the address (without `sekcja`), parameters sorted; empty filters and 'all' left out. */
export function writeUsersList(state: UsersListState): string {
  const query: Record<string, QueryValue> = { [PAGE_PARAM]: state.page, sort: state.sort };
  for (const name of textFilterNames) query[name] = state.filters[name].trim();
  query[STATUS_PARAM] = state.filters.status;
  return buildQuery(query);
}

/** The address of a state of the user list. */
export function usersListHref(state: UsersListState): string {
  return `${USERS_PATH}?${SECTION_PARAM}=lista&${writeUsersList(state)}`;
}

/** Applies a change; a new sort or filter set starts again from page 1 unless a page is given. */
export function changeUsersList(state: UsersListState, change: Partial<UsersListState>): UsersListState {
  const resets = change.sort !== undefined || change.filters !== undefined;
  return { ...state, ...change, page: change.page ?? (resets ? 1 : state.page) };
}

/**
 * The query of GET /api/admin/users under its wire names (page, sort, identifier, email, forename,
 * surname, status), sent as given by `api()`; empty filters and the status 'all' are left out.
 */
export function usersApiQuery(state: UsersListState): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { page: state.page, sort: state.sort };
  for (const name of textFilterNames) {
    const value = state.filters[name].trim();
    if (value) query[textFilterParams[name]] = value;
  }
  if (state.filters.status !== 'all') query.status = state.filters.status;
  return query;
}

/** How many filters are in use (the counter on the 'Filtry' button). */
export function activeFilterCount(filters: UserFilters): number {
  return (
    textFilterNames.filter((name) => filters[name].trim() !== '').length + (filters.status !== 'all' ? 1 : 0)
  );
}

/** The values the filter dialog sends on: texts trimmed. */
export function trimmedFilters(filters: UserFilters): UserFilters {
  const out: UserFilters = { ...filters };
  for (const name of textFilterNames) out[name] = filters[name].trim();
  return out;
}
