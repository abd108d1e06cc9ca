import { buildQuery, type QueryValue } from '@bk/contracts/common/query';

/**
 * List state in the address (spec 1 section 7, spec 3 section 9): page (parameter `strona`, 1 when
 * invalid), sort, limit and filters; arrays as name[i], ranges as name[from]/name[to]. The address is
 * written with sorted parameters (buildQuery), so one list state always has one address.
 */
export type FilterRange = { from?: string | null; to?: string | null };
export type FilterValue = string | readonly string[] | FilterRange;
export type ListFilters = Record<string, FilterValue>;

export type ListState = { page: number; sort: string; limit: number; filters: ListFilters };

export type ListDefaults = {
  sort: string;
  limit: number;
  /** Accepted sort values; anything else falls back to the default. */
  sorts?: readonly string[];
  /** Accepted limits; anything else falls back to the default. */
  limits?: readonly number[];
  /** Accepted filter names; without it every other parameter is a filter. */
  filterNames?: readonly string[];
};

export const PAGE_PARAM = 'strona';
const RESERVED = new Set([PAGE_PARAM, 'sort', 'limit']);

function isRange(value: FilterValue | undefined): value is FilterRange {
  return typeof value === 'object' && !Array.isArray(value);
}

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** Reads the list state from a query string (with or without '?') or URLSearchParams. */
export function readListParams(search: string | URLSearchParams, defaults: ListDefaults): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = positiveInteger(params.get(PAGE_PARAM)) ?? 1;
  const rawSort = params.get('sort');
  const sort = rawSort && (!defaults.sorts || defaults.sorts.includes(rawSort)) ? rawSort : defaults.sort;
  const rawLimit = positiveInteger(params.get('limit'));
  const limit =
    rawLimit !== null && (!defaults.limits || defaults.limits.includes(rawLimit)) ? rawLimit : defaults.limit;

  const arrays = new Map<string, { index: number; value: string }[]>();
  const filters: ListFilters = {};
  for (const [key, value] of params) {
    const match = /^(.+)\[(\d+|from|to)\]$/.exec(key);
    const name = match?.[1] ?? key;
    if (RESERVED.has(name) || (defaults.filterNames && !defaults.filterNames.includes(name))) continue;
    const part = match?.[2];
    if (part === undefined) {
      filters[name] = value;
    } else if (part === 'from' || part === 'to') {
      const current = filters[name];
      const range: FilterRange = isRange(current) ? { ...current } : {};
      range[part] = value;
      filters[name] = range;
    } else {
      const items = arrays.get(name) ?? [];
      items.push({ index: Number(part), value });
      arrays.set(name, items);
    }
  }
  for (const [name, items] of arrays) {
    filters[name] = items.sort((a, b) => a.index - b.index).map((item) => item.value);
  }
  return { page, sort, limit, filters };
}

function filterQuery(filters: ListFilters): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(filters)) if (!RESERVED.has(name)) out[name] = value;
  return out;
}

/** The address query string (without '?') for a list state, parameters sorted. */
export function writeListParams(state: ListState): string {
  return buildQuery({
    ...filterQuery(state.filters),
    [PAGE_PARAM]: state.page,
    sort: state.sort,
    limit: state.limit,
  });
}

/** The query of the list call: page, sort, limit and the filters ('all' and empty values are left out). */
export function listApiQuery(state: ListState): Record<string, QueryValue> {
  return { ...filterQuery(state.filters), page: state.page, sort: state.sort, limit: state.limit };
}

/** Applies a change; a new sort, limit or filter set starts again from page 1 unless a page is given. */
export function updateListState(state: ListState, change: Partial<ListState>): ListState {
  const resets = change.sort !== undefined || change.limit !== undefined || change.filters !== undefined;
  return { ...state, ...change, page: change.page ?? (resets ? 1 : state.page) };
}
