import type { Statistics as WireStatistics } from '@bk/contracts/statistics/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { formatCount, formatDecimal, formatPercent } from '../../lib/format.ts';
import type { Polish } from '../../lib/polish.ts';

export type Statistics = Polish<WireStatistics>;
export type Indicators = Statistics['totals'];
export type NamedIndicators = Statistics['voivodeships'][number];

/** The page's filters as its address keeps them (/statystyki?program=FENG&cpv=45&od=2026-01&do=2026-11). */
export type StatisticsFilters = { program?: string; cpv?: string; od?: string; do?: string };
export const FILTER_NAMES = ['program', 'cpv', 'od', 'do'] as const;

export function filtersOf(search: URLSearchParams): StatisticsFilters {
  const filters: StatisticsFilters = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

export function queryOf(filters: StatisticsFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name] as string);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/statistics for the filters (the previous figures stay while the next arrive). */
export function useStatistics(filters: StatisticsFilters) {
  return useQuery({
    queryKey: ['statistics', filters],
    queryFn: ({ signal }) => api<Statistics>(`/api/statistics${queryOf(filters)}`, { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}

/** A breakdown's CSV: `pl` for a spreadsheet in Polish (semicolons, decimal commas), `plain` for programs. */
export const csvAddress = (set: string, filters: StatisticsFilters, form: 'pl' | 'plain') => {
  const query = queryOf(filters);
  return `/api/statistics/${set}.csv${query ? `${query}&` : '?'}format=${form}`;
};

/** The figures in the page's language (issue 51): '12,5%' in Polish, '12.5%' in English. */
export const percent = (value: number | null) => (value === null ? '–' : formatPercent(value, 1));
export const decimal = (value: number | null) => (value === null ? '–' : formatDecimal(value));
export const count = formatCount;
