import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../../lib/list-params.ts';
import {
  activeFilterCount,
  archiveFields,
  criteriaFromFilters,
  emptyCriteria,
  filterProblems,
  filtersFromCriteria,
  rangeOfFilter,
  searchApiQuery,
  searchListDefaults,
} from '../search-params.ts';

const fromAddress = (search: string) => {
  const state = readListParams(search, searchListDefaults);
  return { state, criteria: criteriaFromFilters(state.filters) };
};

describe('the search address', () => {
  it('defaults to published announcements and leaves the default out of the address', () => {
    const { state, criteria } = fromAddress('');
    expect(criteria).toEqual(emptyCriteria);
    expect(writeListParams({ ...state, filters: filtersFromCriteria(criteria) })).toBe(
      'limit=20&sort=default&strona=1',
    );
  });

  it('reads statuses as a comma list or as an array, and writes a comma list', () => {
    expect(fromAddress('?status=CLOSED,PUBLISHED,LOCKED').criteria.statuses).toEqual(['PUBLISHED', 'CLOSED']);
    expect(fromAddress('?status%5B0%5D=RESOLVED&status%5B1%5D=CANCELLED').criteria.statuses).toEqual([
      'CANCELLED',
      'RESOLVED',
    ]);
    expect(filtersFromCriteria({ ...emptyCriteria, statuses: ['RESOLVED', 'PUBLISHED'] }).status).toBe(
      'PUBLISHED,RESOLVED',
    );
  });

  it('round-trips every criterion through the address', () => {
    const criteria = {
      ...emptyCriteria,
      q: 'roboty budowlane',
      statuses: ['PUBLISHED' as const, 'CLOSED' as const],
      publication: { period: 'week' as const, from: '', to: '' },
      deadline: { period: 'custom' as const, from: '2026-05-01', to: '' },
      cpv: ['30213100-6', '45000000-7'],
      programme: 'FENG',
      places: ['02', '12'],
      category: 'Roboty budowlane',
      subcategory: 'Budowa dróg',
      title: 'szkoła',
      advertiserName: 'Gmina Wiśniowa',
      advertiserId: '1234563218',
      fullNumber: '2026-00001-00001',
    };
    const state = { page: 2, sort: 'publicationDate', limit: 20, filters: filtersFromCriteria(criteria) };
    const address = writeListParams(state);
    expect(address).toContain('submissionDeadlineRange%5Bfrom%5D=2026-05-01');
    expect(address).toContain('publicationDatePeriod=week');
    const back = fromAddress(address);
    expect(back.criteria).toEqual(criteria);
    expect(back.state).toMatchObject({ page: 2, sort: 'publicationDate' });
  });

  it('drops malformed values', () => {
    const { criteria } = fromAddress(
      '?cpvItem%5B0%5D=abc&fulfillmentPlaces%5B0%5D=123&publicationDateRange%5Bfrom%5D=jutro&programme=feng' +
        '&advertiserIdentificationNumber=123-456%20789',
    );
    expect(criteria).toMatchObject({ cpv: [], places: [], programme: 'FENG', advertiserId: '123456789' });
    expect(criteria.publication.period).toBe('');
  });
});

describe('the search call', () => {
  it('always sends statuses and turns presets into dates ending today', () => {
    const { state, criteria } = fromAddress('?publicationDatePeriod=twoWeeks&programme=feng');
    expect(searchApiQuery(criteria, state, '2026-03-10')).toMatchObject({
      status: ['PUBLISHED'],
      publicationDateRange: { from: '2026-02-24', to: '2026-03-10' },
      submissionDeadlineRange: { from: null, to: null },
      programme: ['FENG'],
      page: 1,
      limit: 20,
      sort: 'default',
    });
  });

  it('counts a month back to the same day, or the last day of a shorter month', () => {
    expect(rangeOfFilter({ period: 'month', from: '', to: '' }, '2026-03-31')).toEqual({
      from: '2026-02-28',
      to: '2026-03-31',
    });
    expect(rangeOfFilter({ period: 'month', from: '', to: '' }, '2026-01-15').from).toBe('2025-12-15');
    expect(rangeOfFilter({ period: 'week', from: '', to: '' }, '2026-03-03').from).toBe('2026-02-24');
  });

  it('asks for today only when a preset needs it (working it out loads the time-zone data)', () => {
    let asked = 0;
    const today = () => {
      asked += 1;
      return '2026-03-10';
    };
    expect(rangeOfFilter({ period: 'custom', from: '2026-01-01', to: '' }, today)).toEqual({
      from: '2026-01-01',
      to: null,
    });
    expect(rangeOfFilter({ period: '', from: '', to: '' }, today)).toEqual({ from: null, to: null });
    expect(asked).toBe(0);
    expect(rangeOfFilter({ period: 'twoWeeks', from: '', to: '' }, today)).toEqual({
      from: '2026-02-24',
      to: '2026-03-10',
    });
    expect(asked).toBe(1);
  });
});

describe('the filter dialog', () => {
  it('checks statuses and custom ranges (spec 1 section 5)', () => {
    expect(
      filterProblems({
        ...emptyCriteria,
        statuses: [],
        publication: { period: 'custom', from: '', to: '' },
        deadline: { period: 'custom', from: '2026-05-10', to: '2026-05-01' },
      }),
    ).toEqual({
      statuses: 'Wybierz przynajmniej jeden status ogłoszenia.',
      publication: 'Wybierz przynajmniej jedną z dat.',
      deadlineTo: 'Data „do” nie może być wcześniejsza niż data „od”.',
    });
    expect(filterProblems(emptyCriteria)).toEqual({});
  });

  it('counts active filters', () => {
    expect(activeFilterCount(emptyCriteria)).toBe(0);
    expect(
      activeFilterCount({ ...emptyCriteria, q: 'x', statuses: ['CLOSED'], places: ['12', '02'], title: 'a' }),
    ).toBe(3);
  });
});

describe('the old portal search', () => {
  it('posts the query, mapped statuses, custom dates only, category and provinces', () => {
    const fields = archiveFields(
      {
        ...emptyCriteria,
        q: 'meble',
        statuses: ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'],
        publication: { period: 'week', from: '', to: '' },
        deadline: { period: 'custom', from: '2026-01-01', to: '2026-02-01' },
        category: 'Dostawy',
        places: ['12'],
      },
      (code) => (code === '12' ? 'małopolskie' : code),
    );
    expect(fields).toEqual([
      ['query', 'meble'],
      ['statuses[]', 'active'],
      ['statuses[]', 'archived'],
      ['statuses[]', 'canceled'],
      ['submissionDeadlineFrom', '2026-01-01'],
      ['submissionDeadlineTo', '2026-02-01'],
      ['category', 'Dostawy'],
      ['provinces[]', 'małopolskie'],
    ]);
  });
});
