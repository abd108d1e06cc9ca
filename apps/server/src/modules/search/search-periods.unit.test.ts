import { describe, expect, it } from 'vitest';
import { newestPeriods, periodsFrom } from './search-periods.ts';

const at = (iso: string) => new Date(iso);

describe('periodsFrom', () => {
  it('covers the rest of the month by days, the rest of the year by months, then whole years', () => {
    expect(periodsFrom('p', at('2025-11-28T13:00:00Z'), at('2026-11-23T10:00:00Z'))).toBe(
      'pd20251128 | pd20251129 | pd20251130 | pm202512 | py2026',
    );
  });

  it('uses the month term from the first of a month and the year term from the first of January', () => {
    expect(periodsFrom('d', at('2026-10-01T00:00:00Z'), at('2026-12-31T23:59:59Z'))).toBe(
      'dm202610 | dm202611 | dm202612',
    );
    expect(periodsFrom('d', at('2026-01-01T05:00:00Z'), at('2028-03-01T00:00:00Z'))).toBe(
      'dy2026 | dy2027 | dy2028',
    );
  });

  it('takes days in UTC and knows the length of February', () => {
    // 23:30 in Warsaw on 27 February is still 27 February in UTC; 2028 is a leap year.
    expect(periodsFrom('p', at('2028-02-27T22:30:00Z'), at('2028-03-02T00:00:00Z'))).toBe(
      'pd20280227 | pd20280228 | pd20280229 | pm202803 | pm202804 | pm202805 | pm202806 | pm202807 | pm202808 | pm202809 | pm202810 | pm202811 | pm202812',
    );
  });
});

describe('newestPeriods', () => {
  // Eleven bounds: ten buckets of a tenth of the rows each, one a day from 1 to 11 November.
  const bounds = Array.from({ length: 11 }, (_, i) => Date.UTC(2026, 10, 1 + i));
  const newest = at('2026-11-11T00:00:00Z');

  it('starts the window where the newest share of the rows begins', () => {
    expect(newestPeriods('p', bounds, 0.2, newest)).toBe(
      periodsFrom('p', at('2026-11-09T00:00:00Z'), newest),
    );
    // Between two bounds the rows are taken as evenly spread: 15 % back is half-way through 9 November.
    expect(newestPeriods('p', bounds, 0.15, newest)).toBe(
      periodsFrom('p', at('2026-11-09T12:00:00Z'), newest),
    );
  });

  it('gives no window for half of the rows or more, or without a histogram', () => {
    expect(newestPeriods('p', bounds, 0.5, newest)).toBeNull();
    expect(newestPeriods('p', [], 0.01, newest)).toBeNull();
  });
});
