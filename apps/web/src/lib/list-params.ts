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
  /**
   * Filters with a fixed set of values (statuses, types): read whatever the letter case
   * ('statusOgl=published' is 'PUBLISHED') and kept in the spelling given here; a value outside the
   * set is left out and named in `ignored`, so the page can say so instead of silently showing a
   * list that matches nothing. A comma list ('status=published,closed') is read item by item.
   */
  choices?: Readonly<Record<string, readonly string[]>>;
};

/** What the address asked for that the list cannot use ('statusOgl=FOO'), to be shown to the user. */
export type IgnoredParam = { name: string; value: string };

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

/** The value of `allowed` that `raw` spells, whatever the letter case; undefined when none does. */
export function matchChoice(raw: string, allowed: readonly string[]): string | undefined {
  const wanted = raw.trim().toLowerCase();
  return allowed.find((choice) => choice.toLowerCase() === wanted);
}

/** Reads the list state from a query string (with or without '?') or URLSearchParams. */
export function readListParams(
  search: string | URLSearchParams,
  defaults: ListDefaults,
): ListState & { ignored: IgnoredParam[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: IgnoredParam[] = [];
  const page = positiveInteger(params.get(PAGE_PARAM)) ?? 1;
  const rawSort = params.get('sort');
  const knownSort = rawSort && defaults.sorts ? matchChoice(rawSort, defaults.sorts) : (rawSort ?? undefined);
  if (rawSort && !knownSort) ignored.push({ name: 'sort', value: rawSort });
  const sort = knownSort || defaults.sort;
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
  for (const [name, allowed] of Object.entries(defaults.choices ?? {})) {
    const value = filters[name];
    if (value === undefined || isRange(value)) continue;
    const keep = (raw: string): string | undefined => {
      if (raw.trim() === '') return undefined;
      const known = matchChoice(raw, allowed);
      if (known === undefined) ignored.push({ name, value: raw });
      return known;
    };
    if (Array.isArray(value)) {
      const kept = value.map(keep).filter((v): v is string => v !== undefined);
      if (kept.length > 0) filters[name] = kept;
      else delete filters[name];
    } else {
      const kept = (value as string)
        .split(',')
        .map(keep)
        .filter((v): v is string => v !== undefined);
      if (kept.length > 0) filters[name] = kept.join(',');
      else delete filters[name];
    }
  }
  return { page, sort, limit, filters, ignored };
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

/** A list's filter names (the keys of its address-to-wire names, in order) and its filters all empty. */
export function filterNamesOf<N extends string>(
  params: Record<N, string>,
): {
  names: N[];
  empty: Record<N, string>;
} {
  const names = Object.keys(params) as N[];
  return { names, empty: Object.fromEntries(names.map((n) => [n, ''])) as Record<N, string> };
}
