import { describe, expect, it } from 'vitest';
import { estimateSearch, trustedGuess } from './search-estimates.ts';
import type { SearchPlan } from './search-plan.ts';
import { shareOf } from './search-shares.ts';
import type { SearchStats } from './search-stats.ts';

const day = 86_400_000;
const stats: SearchStats = {
  // Ten equal buckets over ten days.
  p: Array.from({ length: 11 }, (_, i) => i * day),
  d: [],
  title: new Map([
    ['dostaw', 0.3],
    ['komputer', 0.01],
  ]),
  doc: new Map([
    ['dostaw', 0.6],
    ['komputer', 0.02],
    ['katdostawy', 0.5],
    ['woj12', 0.05],
  ]),
  status: new Map([
    ['CLOSED', 0.6],
    ['PUBLISHED', 0.1],
    ['RESOLVED', 0.2],
    ['LOCKED', 0.1],
  ]),
  at: 0,
};

function plan(
  terms: string[],
  filterGroups: string[] = [],
  columns: Partial<SearchPlan['columnFilters']> = {},
) {
  return {
    terms,
    filterGroups,
    filterQuery: null,
    columns: [],
    attachments: false,
    columnFilters: {
      statuses: ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'],
      ranges: [],
      patterns: 0,
      ...columns,
    },
  } satisfies SearchPlan;
}

describe('estimateSearch', () => {
  it('multiplies shares as the planner does, and splits the tiers', () => {
    const e = estimateSearch(plan(['dostaw', 'komputer'], ['(woj12)']), stats, 1000, 'default');
    const some = 1 - 0.4 * 0.98;
    expect(e.indexed).toBeCloseTo(1000 * some * 0.05);
    expect(e.matching).toBeCloseTo(1000 * some * 0.05 * 0.9);
    expect(e.tiers[0]).toBeCloseTo(1000 * 0.003 * 0.05 * 0.9);
    expect(e.tiers[1]).toBeCloseTo(1000 * 0.012 * (1 - 0.003) * 0.05 * 0.9);
    expect(e.tiers[2]).toBeCloseTo(1000 * (some - 0.012) * 0.05 * 0.9);
  });

  it('takes a status choice and a date range from the statistics', () => {
    const e = estimateSearch(
      plan(['dostaw'], [], { statuses: ['PUBLISHED'], ranges: [{ kind: 'p', from: 7.5 * day }] }),
      stats,
      1000,
      'publicationDate',
    );
    expect(e.tiers).toEqual([e.matching]);
    expect(e.matching).toBeCloseTo(1000 * 0.6 * 0.1 * 0.25);
  });

  it('knows no index condition without words or filter terms', () => {
    expect(estimateSearch(plan([]), stats, 1000, 'default').indexed).toBe(Number.POSITIVE_INFINITY);
  });

  it('puts a term it does not list below all it lists', () => {
    expect(shareOf('zolw', stats.doc)).toBe(0.005);
    expect(shareOf('(woj12 | woj14)', stats.doc)).toBeCloseTo(0.055);
  });
});

describe('trustedGuess', () => {
  it('trusts dates and one common word; counts several words, filters, patterns, rare words and a status choice', () => {
    expect(trustedGuess(plan([]), stats)).toBe(true);
    expect(trustedGuess(plan([], [], { ranges: [{ kind: 'p', from: day }] }), stats)).toBe(true);
    expect(trustedGuess(plan(['dostaw']), stats)).toBe(true);
    expect(trustedGuess(plan(['komputer']), stats)).toBe(false);
    expect(trustedGuess(plan(['zolw']), stats)).toBe(false);
    expect(trustedGuess(plan(['dostaw', 'komputer']), stats)).toBe(false);
    expect(trustedGuess(plan(['dostaw'], ['(katdostawy)']), stats)).toBe(false);
    expect(trustedGuess(plan([], ['(woj12)']), stats)).toBe(false);
    expect(trustedGuess(plan(['dostaw'], [], { patterns: 1 }), stats)).toBe(false);
    expect(trustedGuess(plan([], [], { statuses: ['PUBLISHED'] }), stats)).toBe(false);
  });
});
