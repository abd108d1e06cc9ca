import { MAX_ID } from '@bk/contracts/common/input';
import { plural } from '@bk/contracts/common/plural';
import { buildQuery, type QueryValue } from '@bk/contracts/common/query';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  type AdminProjectSort,
  type AdminProjectsQuery,
  adminProjectFilterLimits,
  adminProjectSorts,
} from '@bk/contracts/projects/admin-projects';
import { levelFilterParams } from '../../lib/level-params.ts';
import { filterNamesOf, type IgnoredParam, matchChoice, PAGE_PARAM } from '../../lib/list-params.ts';
import type { AddressCodec } from '../../lib/use-address-state.ts';

/**
 * The address of /administracja/projekty (spec 3 sections 2.7 and 9): the filters under the spec's
 * names (typ, numer, nazwa and the classification), `strona` (1 when invalid) and `sort` (type_asc
 * when unknown), plus `id` (one project or enrolment, the lock panel's 'Lista projektów'). The address
 * is written with sorted parameters, so one list state always has one address and a link reproduces
 * the list.
 */
export const ADMIN_PROJECTS_PATH = '/administracja/projekty';
export const DEFAULT_SORT: AdminProjectSort = 'type_asc';
/** The largest page the list call takes (adminProjectsQuerySchema); a larger one reads as page 1. */
export const MAX_PAGE = 100_000;

/** The address names (spec 3 section 2.7) and the wire names of GET /api/admin/project_enrollment. */
export const filterParams = {
  typ: 'type',
  numer: 'number',
  nazwa: 'name',
  ...levelFilterParams,
  id: 'id',
} as const satisfies Record<string, keyof AdminProjectsQuery>;

export type FilterName = keyof typeof filterParams;
export type AdminProjectFilters = Record<FilterName, string>;
export const { names: filterNames, empty: emptyProjectFilters } = filterNamesOf(filterParams);

/** The implementation levels in the address, each with the level it hangs under (spec 3 section 4). */
export type LevelName =
  | 'perspektywa'
  | 'programOperacyjny'
  | 'osPriorytetowa'
  | 'dzialanie'
  | 'region'
  | 'instytucja';
export const levelParents: Record<LevelName, LevelName | null> = {
  perspektywa: null,
  programOperacyjny: 'perspektywa',
  osPriorytetowa: 'programOperacyjny',
  dzialanie: 'osPriorytetowa',
  // Region and institution both hang under the activity (a perspective has one or the other).
  region: 'dzialanie',
  instytucja: 'dzialanie',
};
export const levelNames = Object.keys(levelParents) as LevelName[];

/** Maximum lengths of the text filters (spec 3 section 5.8). */
export const textLimits = { numer: adminProjectFilterLimits.number, nazwa: adminProjectFilterLimits.name };

/** The type filter: '' is every type ('all' in the address reads as '' too). */
export const projectTypeChoices = ['project', 'enrollment'] as const;

export type AdminProjectsState = { page: number; sort: AdminProjectSort; filters: AdminProjectFilters };

export const defaultAdminProjects: AdminProjectsState = {
  page: 1,
  sort: DEFAULT_SORT,
  filters: emptyProjectFilters,
};

function pageOf(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** An id of the address: plain digits, 1..MAX_ID; '' for anything else. */
function idOf(raw: string): string {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return '';
  return Number(raw) <= MAX_ID ? raw : '';
}

/**
 * The list's state from the address: page 1 when `strona` is not a valid page, the default sort when
 * `sort` is unknown, texts trimmed and cut to their limits. Values the list cannot use (an unknown
 * sort or type, an id that is not one, a level without the level above it) are left out and named in
 * `ignored`, so the page says so instead of showing a list that silently ignores them. Parameters
 * that are not the list's are dropped.
 */
export function readAdminProjects(
  search: string | URLSearchParams,
): AdminProjectsState & { ignored: IgnoredParam[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: IgnoredParam[] = [];
  const raw = (name: string) => (params.get(name) ?? '').trim();

  const rawSort = params.get('sort');
  const sort = rawSort
    ? (matchChoice(rawSort, adminProjectSorts) as AdminProjectSort | undefined)
    : undefined;
  if (rawSort && !sort) ignored.push({ name: 'sort', value: rawSort });

  const filters: AdminProjectFilters = { ...emptyProjectFilters };
  const typ = raw('typ');
  if (typ) {
    const known = matchChoice(typ, [...projectTypeChoices, 'all']);
    if (known === undefined) ignored.push({ name: 'typ', value: typ });
    else if (known !== 'all') filters.typ = known;
  }
  filters.numer = raw('numer').slice(0, textLimits.numer);
  filters.nazwa = raw('nazwa').slice(0, textLimits.nazwa);

  const id = raw('id');
  filters.id = idOf(id);
  if (id && !filters.id) ignored.push({ name: 'id', value: id });

  // Levels in their order, so a level whose parent was dropped is dropped too.
  for (const name of levelNames) {
    const value = raw(name);
    if (!value) continue;
    const parent = levelParents[name];
    const kept = idOf(value);
    if (kept && (parent === null || filters[parent] !== '')) filters[name] = kept;
    else ignored.push({ name, value });
  }

  return { page: pageOf(params.get(PAGE_PARAM)), sort: sort ?? DEFAULT_SORT, filters, ignored };
}

/** The address query string (without '?'): parameters sorted by name, empty filters left out. */
export function writeAdminProjects(state: AdminProjectsState): string {
  const query: Record<string, QueryValue> = { [PAGE_PARAM]: state.page, sort: state.sort };
  for (const name of filterNames) query[name] = state.filters[name].trim();
  return buildQuery(query);
}

/** The address of a state of the list. */
export function adminProjectsHref(state: AdminProjectsState): string {
  return `${ADMIN_PROJECTS_PATH}?${writeAdminProjects(state)}`;
}

/** Applies a change; a new sort or filter set starts again from page 1 unless a page is given. */
export function changeAdminProjects(
  state: AdminProjectsState,
  change: Partial<AdminProjectsState>,
): AdminProjectsState {
  const resets = change.sort !== undefined || change.filters !== undefined;
  return { ...state, ...change, page: change.page ?? (resets ? 1 : state.page) };
}

/**
 * The query of GET /api/admin/project_enrollment under its wire names (page, size 20, sort and the
 * filters), sent as given by `api()`; empty filters are left out.
 */
export function adminProjectsApiQuery(state: AdminProjectsState): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    page: state.page,
    size: ADMIN_PROJECTS_PAGE_SIZE,
    sort: state.sort,
  };
  for (const name of filterNames) {
    const value = state.filters[name].trim();
    if (value) query[filterParams[name]] = value;
  }
  return query;
}

/** How many filters are in use (the counter on the 'Filtry' button); `id` counts as one. */
export function activeFilterCount(filters: AdminProjectFilters): number {
  return filterNames.filter((name) => filters[name].trim() !== '').length;
}

/** The values the filter dialog sends on: trimmed. */
export function trimmedFilters(filters: AdminProjectFilters): AdminProjectFilters {
  return Object.fromEntries(filterNames.map((n) => [n, filters[n].trim()])) as AdminProjectFilters;
}

/**
 * The levels of the filter dialog after the picker's change: every level from the picker, as text
 * ('' for none). The picker itself clears the levels below a changed one.
 */
export function withLevels(
  filters: AdminProjectFilters,
  levels: Record<LevelName, number | null>,
): AdminProjectFilters {
  const next = { ...filters };
  for (const name of levelNames) next[name] = levels[name] === null ? '' : String(levels[name]);
  return next;
}

/** The levels of the filters as the picker takes them (ids or null). */
export function levelsOf(filters: AdminProjectFilters): Record<LevelName, number | null> {
  return Object.fromEntries(
    levelNames.map((name) => [name, filters[name] ? Number(filters[name]) : null]),
  ) as Record<LevelName, number | null>;
}

/** 'Znaleziono 1 projekt lub nabór', '... 3 projekty lub nabory', '... 5 projektów lub naborów'. */
export function projectsFoundText(total: number): string {
  const projects = plural(total, { one: 'projekt', few: 'projekty', many: 'projektów' });
  const enrollments = plural(total, { one: 'nabór', few: 'nabory', many: 'naborów' });
  return `Znaleziono ${total} ${projects} lub ${enrollments}`;
}

/** The address of the announcements administration filtered by a project's or enrolment's number. */
export function announcementsOfProjectHref(fullNumber: string): string {
  return `/administracja/ogloszenia?${buildQuery({ numerProj: fullNumber })}`;
}

/** The list's address (lib/use-address-state.ts): the spec's parameters only, no `limit`. */
export const adminProjectsAddress: AddressCodec<AdminProjectsState> = {
  read: (search) => {
    const { ignored, ...state } = readAdminProjects(search);
    return { state, ignored };
  },
  write: writeAdminProjects,
  apply: changeAdminProjects,
};
