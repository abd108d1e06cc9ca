import { describe, expect, it } from 'vitest';
import { buildQuery } from '../common/query.ts';

describe('buildQuery', () => {
  it('writes arrays as name[i], ranges as name[from]/name[to], sorted, without empty values and all', () => {
    expect(
      buildQuery({
        sort: 'title_asc',
        page: 2,
        status: ['PUBLISHED', 'CLOSED'],
        publicationDateRange: { from: '2026-01-01', to: null },
        title: '',
        category: 'all',
        q: undefined,
      }),
    ).toBe(
      'page=2&publicationDateRange%5Bfrom%5D=2026-01-01&sort=title_asc&status%5B0%5D=PUBLISHED&status%5B1%5D=CLOSED',
    );
  });

  it('gives the same string for the same state in any order', () => {
    expect(buildQuery({ b: 1, a: 'x y' })).toBe(buildQuery({ a: 'x y', b: 1 }));
    expect(buildQuery({ a: 'x y' })).toBe('a=x%20y');
  });
});
