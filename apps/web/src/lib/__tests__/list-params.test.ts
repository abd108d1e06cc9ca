import { describe, expect, it } from 'vitest';
import {
  type ListDefaults,
  listApiQuery,
  readListParams,
  updateListState,
  writeListParams,
} from '../list-params.ts';

const defaults: ListDefaults = { sort: 'number_desc', limit: 20, sorts: ['number_desc', 'title_asc'] };

describe('readListParams', () => {
  it('reads page, sort, limit and filters with arrays and ranges', () => {
    const state = readListParams(
      '?strona=3&sort=title_asc&limit=50&status%5B1%5D=CLOSED&status%5B0%5D=PUBLISHED' +
        '&publicationDateRange%5Bfrom%5D=2026-01-01&title=Roboty%20budowlane',
      defaults,
    );
    expect(state).toEqual({
      page: 3,
      sort: 'title_asc',
      limit: 50,
      filters: {
        status: ['PUBLISHED', 'CLOSED'],
        publicationDateRange: { from: '2026-01-01' },
        title: 'Roboty budowlane',
      },
      ignored: [],
    });
  });

  it('falls back to the defaults for an invalid page, sort or limit', () => {
    expect(readListParams('strona=abc&sort=unknown&limit=-5', defaults)).toEqual({
      page: 1,
      sort: 'number_desc',
      limit: 20,
      filters: {},
      ignored: [{ name: 'sort', value: 'unknown' }],
    });
    expect(readListParams('strona=0', defaults).page).toBe(1);
  });

  it('keeps only the accepted filter names when they are given', () => {
    const state = readListParams('title=a&other=b', { ...defaults, filterNames: ['title'] });
    expect(state.filters).toEqual({ title: 'a' });
  });
});

describe('writeListParams', () => {
  it('writes sorted parameters without empty values and all', () => {
    const query = writeListParams({
      page: 2,
      sort: 'title_asc',
      limit: 20,
      filters: { title: '', status: ['PUBLISHED'], category: 'all', range: { from: null, to: '2026-02-01' } },
    });
    expect(query).toBe('limit=20&range%5Bto%5D=2026-02-01&sort=title_asc&status%5B0%5D=PUBLISHED&strona=2');
  });

  it('round-trips through readListParams', () => {
    const state = { page: 4, sort: 'title_asc', limit: 20, filters: { status: ['A', 'B'], q: 'żółw' } };
    expect(readListParams(writeListParams(state), defaults)).toEqual({ ...state, ignored: [] });
  });
});

describe('values from a fixed set (statuses, types)', () => {
  const withChoices: ListDefaults = {
    ...defaults,
    choices: {
      statusOgl: ['DRAFT', 'PUBLISHED'],
      typ: ['project', 'enrollment'],
      status: ['PUBLISHED', 'CLOSED'],
    },
  };

  it('are read whatever the letter case, in the spelling of the set', () => {
    const state = readListParams('statusOgl=published&typ=PROJECT&sort=TITLE_ASC', withChoices);
    expect(state.filters).toEqual({ statusOgl: 'PUBLISHED', typ: 'project' });
    expect(state.sort).toBe('title_asc');
    expect(state.ignored).toEqual([]);
    expect(readListParams('statusOgl=PUBLISHED', withChoices).filters).toEqual({ statusOgl: 'PUBLISHED' });
  });

  it('reads lists and comma lists item by item', () => {
    expect(readListParams('status%5B0%5D=closed&status%5B1%5D=Published', withChoices).filters).toEqual({
      status: ['CLOSED', 'PUBLISHED'],
    });
    expect(readListParams('status=closed,published', withChoices).filters).toEqual({
      status: 'CLOSED,PUBLISHED',
    });
  });

  it('leave out an unknown value and name it, never filtering by it', () => {
    const state = readListParams('statusOgl=OPUBLIKOWANE&status=closed,nope&typ=', withChoices);
    expect(state.filters).toEqual({ status: 'CLOSED' });
    expect(state.ignored).toEqual([
      { name: 'statusOgl', value: 'OPUBLIKOWANE' },
      { name: 'status', value: 'nope' },
    ]);
    expect(writeListParams(state)).toBe('limit=20&sort=number_desc&status=CLOSED&strona=1');
  });
});

describe('listApiQuery and updateListState', () => {
  it('sends page (not strona), sort, limit and the filters', () => {
    expect(listApiQuery({ page: 1, sort: 's', limit: 50, filters: { q: 'x' } })).toEqual({
      q: 'x',
      page: 1,
      sort: 's',
      limit: 50,
    });
  });

  it('starts again from page 1 when the sort or the filters change', () => {
    const state = { page: 5, sort: 's', limit: 20, filters: {} };
    expect(updateListState(state, { sort: 't' }).page).toBe(1);
    expect(updateListState(state, { filters: { q: 'x' } }).page).toBe(1);
    expect(updateListState(state, { page: 6 }).page).toBe(6);
  });
});
