import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../../lib/list-params.ts';
import {
  activeFilterCount,
  adminApiQuery,
  cleanIdentification,
  emptyAdminFilters,
  filterProblems,
  filtersFromAddress,
  listDefaults,
} from '../admin-filters.ts';

describe('the admin list address', () => {
  it('maps the address names to the wire names and leaves empty ones out', () => {
    const state = readListParams(
      'statusOgl=PUBLISHED&tytul=Dostawa&programOperacyjny=12&dataPublOd=2026-01-01&strona=2&email=',
      listDefaults,
    );
    expect(adminApiQuery(state)).toEqual({
      page: 2,
      size: 20,
      sort: 'announcementNumber_desc',
      status: 'PUBLISHED',
      title: 'Dostawa',
      programme: '12',
      publication_from: '2026-01-01',
    });
  });

  it('defaults: page 1 when invalid, the default sort, unknown parameters dropped', () => {
    const state = readListParams('strona=abc&sort=nonsense&cokolwiek=1', listDefaults);
    expect(state.page).toBe(1);
    expect(state.sort).toBe('announcementNumber_desc');
    expect(writeListParams(state)).toBe('limit=20&sort=announcementNumber_desc&strona=1');
  });

  it('drops values the server would refuse', () => {
    const filters = filtersFromAddress({
      statusOgl: 'NOPE',
      perspektywa: '-1',
      dataPublDo: '2026-13',
      kraj: 'de',
      tytul: 'x'.repeat(600),
      typNumeruIdent: 'nip',
      numerIdent: '123-456-78-901',
    });
    expect(filters.statusOgl).toBe('');
    expect(filters.perspektywa).toBe('');
    expect(filters.dataPublDo).toBe('');
    expect(filters.kraj).toBe('DE');
    expect(filters.tytul).toHaveLength(500);
    expect(filters.numerIdent).toBe('1234567890');
    expect(activeFilterCount(filters)).toBe(4);
  });
});

describe('the filter limits (spec 3 section 5.8)', () => {
  it('keeps digits only for NIP (10) and PESEL (11), 100 characters for a foreign number', () => {
    expect(cleanIdentification('nip', '12a3456789012')).toBe('1234567890');
    expect(cleanIdentification('pesel', '9001011234567')).toBe('90010112345');
    expect(cleanIdentification('numer_zagraniczny', 'AB-1'.repeat(40))).toHaveLength(100);
  });

  it('refuses a "to" date before the "from" date', () => {
    const problems = filterProblems({
      ...emptyAdminFilters,
      dataPublOd: '2026-05-10',
      dataPublDo: '2026-05-01',
      terminOfertOd: '2026-05-01',
      terminOfertDo: '2026-05-01',
    });
    expect(Object.keys(problems)).toEqual(['dataPublDo']);
  });
});
