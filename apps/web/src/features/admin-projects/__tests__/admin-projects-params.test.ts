import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  adminProjectsApiQuery,
  adminProjectsHref,
  announcementsOfProjectHref,
  changeAdminProjects,
  defaultAdminProjects,
  emptyProjectFilters,
  levelsOf,
  projectsFoundText,
  readAdminProjects,
  trimmedFilters,
  withLevels,
  writeAdminProjects,
} from '../admin-projects-params.ts';

describe('the admin projects address', () => {
  it('reads the spec names and writes them back sorted, empty ones left out', () => {
    const read = readAdminProjects(
      '?typ=enrollment&strona=3&sort=number_desc&nazwa=Drogi&perspektywa=1&programOperacyjny=12&numer=',
    );
    expect(read.ignored).toEqual([]);
    expect(read.page).toBe(3);
    expect(read.sort).toBe('number_desc');
    expect(read.filters).toEqual({
      ...emptyProjectFilters,
      typ: 'enrollment',
      nazwa: 'Drogi',
      perspektywa: '1',
      programOperacyjny: '12',
    });
    expect(writeAdminProjects(read)).toBe(
      'nazwa=Drogi&perspektywa=1&programOperacyjny=12&sort=number_desc&strona=3&typ=enrollment',
    );
  });

  it('writes the same address whatever the order it was given in', () => {
    const a = readAdminProjects('sort=type_desc&numer=RPMA%2F01&typ=project');
    const b = readAdminProjects('typ=project&numer=RPMA%2F01&sort=type_desc');
    expect(writeAdminProjects(a)).toBe(writeAdminProjects(b));
    expect(adminProjectsHref(a)).toBe(
      '/administracja/projekty?numer=RPMA%2F01&sort=type_desc&strona=1&typ=project',
    );
  });

  it('defaults: page 1 when invalid, type_asc when the sort is unknown, other parameters dropped', () => {
    for (const strona of ['abc', '0', '-2', '1.5', '', '100001', '99999999']) {
      expect(readAdminProjects(`strona=${strona}`).page).toBe(1);
    }
    expect(readAdminProjects('strona=100000').page).toBe(100_000);
    const read = readAdminProjects('sort=nonsense&limit=50&cokolwiek=1');
    expect(read.sort).toBe('type_asc');
    expect(read.ignored).toEqual([{ name: 'sort', value: 'nonsense' }]);
    expect(writeAdminProjects(read)).toBe('sort=type_asc&strona=1');
    expect(readAdminProjects('').sort).toBe('type_asc');
  });

  it('reads the sort and the type whatever the letter case; typ=all is every type', () => {
    expect(readAdminProjects('sort=USEREMAIL_DESC').sort).toBe('userEmail_desc');
    expect(readAdminProjects('typ=Project').filters.typ).toBe('project');
    const all = readAdminProjects('typ=all');
    expect(all.filters.typ).toBe('');
    expect(all.ignored).toEqual([]);
    const unknown = readAdminProjects('typ=umowa');
    expect(unknown.filters.typ).toBe('');
    expect(unknown.ignored).toEqual([{ name: 'typ', value: 'umowa' }]);
  });

  it('trims the texts and cuts them to their limits (number 50, name 200)', () => {
    const read = readAdminProjects(
      new URLSearchParams({ numer: `  ${'1'.repeat(60)} `, nazwa: 'x'.repeat(250) }),
    );
    expect(read.filters.numer).toHaveLength(50);
    expect(read.filters.nazwa).toHaveLength(200);
  });

  it('keeps the levels in order and drops a level without the one above it', () => {
    const full = readAdminProjects(
      'perspektywa=1&programOperacyjny=2&osPriorytetowa=3&dzialanie=4&region=5&instytucja=6',
    );
    expect(full.ignored).toEqual([]);
    expect(levelsOf(full.filters)).toEqual({
      perspektywa: 1,
      programOperacyjny: 2,
      osPriorytetowa: 3,
      dzialanie: 4,
      region: 5,
      instytucja: 6,
    });

    const orphan = readAdminProjects('perspektywa=1&osPriorytetowa=3&dzialanie=4&region=5');
    expect(orphan.filters.perspektywa).toBe('1');
    expect(orphan.filters.osPriorytetowa).toBe('');
    expect(orphan.filters.dzialanie).toBe('');
    expect(orphan.filters.region).toBe('');
    expect(orphan.ignored.map((p) => p.name)).toEqual(['osPriorytetowa', 'dzialanie', 'region']);

    const bad = readAdminProjects('perspektywa=abc&programOperacyjny=2');
    expect(bad.filters.perspektywa).toBe('');
    expect(bad.filters.programOperacyjny).toBe('');
    expect(bad.ignored).toEqual([
      { name: 'perspektywa', value: 'abc' },
      { name: 'programOperacyjny', value: '2' },
    ]);
    for (const value of ['0', '-1', '01', '1e3', '2147483648']) {
      expect(readAdminProjects(`perspektywa=${value}`).filters.perspektywa).toBe('');
    }
    expect(readAdminProjects('perspektywa=2147483647').filters.perspektywa).toBe('2147483647');
  });

  it('sets the picked levels and clears the ones the picker cleared', () => {
    const filters = {
      ...emptyProjectFilters,
      nazwa: 'A',
      perspektywa: '1',
      programOperacyjny: '2',
      dzialanie: '4',
    };
    const next = withLevels(filters, {
      perspektywa: 7,
      programOperacyjny: null,
      osPriorytetowa: null,
      dzialanie: null,
      region: null,
      instytucja: null,
    });
    expect(next).toEqual({ ...emptyProjectFilters, nazwa: 'A', perspektywa: '7' });
  });

  it('reads the one-item id, which counts as a filter and goes to the call as id', () => {
    const read = readAdminProjects('id=42');
    expect(read.filters.id).toBe('42');
    expect(activeFilterCount(read.filters)).toBe(1);
    expect(writeAdminProjects(read)).toBe('id=42&sort=type_asc&strona=1');
    expect(adminProjectsApiQuery(read)).toEqual({ page: 1, size: 20, sort: 'type_asc', id: '42' });
    const bad = readAdminProjects('id=x1');
    expect(bad.filters.id).toBe('');
    expect(bad.ignored).toEqual([{ name: 'id', value: 'x1' }]);
  });
});

describe('the call and the changes', () => {
  it('maps the address names to the wire names of GET /api/admin/project_enrollment', () => {
    const state = readAdminProjects(
      'typ=project&numer=RPMA&nazwa=Drogi&perspektywa=1&programOperacyjny=2&osPriorytetowa=3&dzialanie=4&instytucja=6&strona=2&sort=number_asc',
    );
    expect(adminProjectsApiQuery(state)).toEqual({
      page: 2,
      size: 20,
      sort: 'number_asc',
      type: 'project',
      number: 'RPMA',
      name: 'Drogi',
      perspective: '1',
      programme: '2',
      priority: '3',
      activity: '4',
      institution: '6',
    });
    expect(adminProjectsApiQuery(defaultAdminProjects)).toEqual({ page: 1, size: 20, sort: 'type_asc' });
  });

  it('starts again from page 1 after a new sort or filters, keeps the page otherwise', () => {
    const state = { ...defaultAdminProjects, page: 4 };
    expect(changeAdminProjects(state, { sort: 'number_desc' }).page).toBe(1);
    expect(changeAdminProjects(state, { filters: { ...emptyProjectFilters, typ: 'project' } }).page).toBe(1);
    expect(changeAdminProjects(state, { page: 2 }).page).toBe(2);
  });

  it('counts the filters in use and trims what the dialog sends', () => {
    const filters = { ...emptyProjectFilters, numer: '  12 ', nazwa: '   ', typ: 'enrollment' };
    expect(activeFilterCount(filters)).toBe(2);
    expect(trimmedFilters(filters)).toEqual({ ...emptyProjectFilters, numer: '12', typ: 'enrollment' });
  });

  it('links the attached announcements by the full number (numerProj)', () => {
    expect(announcementsOfProjectHref('RPMA.01.02.00-14-0001/17')).toBe(
      '/administracja/ogloszenia?numerProj=RPMA.01.02.00-14-0001%2F17',
    );
  });
});

describe('the count line', () => {
  it('says how many were found with the Polish plural', () => {
    expect(projectsFoundText(0)).toBe('Znaleziono 0 projektów lub naborów');
    expect(projectsFoundText(1)).toBe('Znaleziono 1 projekt lub nabór');
    expect(projectsFoundText(2)).toBe('Znaleziono 2 projekty lub nabory');
    expect(projectsFoundText(4)).toBe('Znaleziono 4 projekty lub nabory');
    expect(projectsFoundText(5)).toBe('Znaleziono 5 projektów lub naborów');
    expect(projectsFoundText(12)).toBe('Znaleziono 12 projektów lub naborów');
    expect(projectsFoundText(22)).toBe('Znaleziono 22 projekty lub nabory');
    expect(projectsFoundText(101)).toBe('Znaleziono 101 projektów lub naborów');
  });
});
