import { usersLimits } from '@bk/contracts/users/admin-users';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { blockingFailure } from '../user-data.ts';
import {
  activeFilterCount,
  changeUsersList,
  defaultUsersList,
  emptyUserFilters,
  readSection,
  readUserId,
  readUsersList,
  trimmedFilters,
  userSections,
  usersApiQuery,
  usersListHref,
  usersSections,
  writeUsersList,
} from '../users-params.ts';

describe('the tab of the address', () => {
  it('reads a known section whatever its case, else the first tab', () => {
    expect(readSection('uprawnienia', usersSections)).toBe('uprawnienia');
    expect(readSection(' LISTA ', usersSections)).toBe('lista');
    expect(readSection(null, usersSections)).toBe('lista');
    expect(readSection('dane', usersSections)).toBe('lista');
    expect(readSection('nic', userSections)).toBe('dane');
    expect(readSection('Uprawnienia', userSections)).toBe('uprawnienia');
  });
});

describe("the user page's id", () => {
  it('takes plain positive ids that fit an integer column only', () => {
    expect(readUserId('12')).toBe(12);
    expect(readUserId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '012', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999'])
      expect(readUserId(bad)).toBeNull();
  });
});

describe('the user list in the address', () => {
  it('defaults: page 1, sort by surname, no filters', () => {
    const read = readUsersList('sekcja=lista');
    expect(read).toEqual({ ...defaultUsersList, ignored: [] });
  });

  it('an invalid strona is page 1; an unknown sort is surname; an unknown status is all (and said)', () => {
    for (const strona of ['abc', '0', '-2', '1.5', '', '100001', '9999999'])
      expect(readUsersList(`strona=${strona}`).page).toBe(1);
    expect(readUsersList('strona=100000').page).toBe(100000);
    const read = readUsersList('strona=x&sort=nonsense&status=deleted');
    expect(read.page).toBe(1);
    expect(read.sort).toBe('surname');
    expect(read.filters.status).toBe('all');
    expect(read.ignored).toEqual([
      { name: 'sort', value: 'nonsense' },
      { name: 'status', value: 'deleted' },
    ]);
  });

  it('reads the sort and status whatever their case, and the text filters trimmed and cut', () => {
    const long = 'x'.repeat(500);
    const read = readUsersList(
      `strona=3&sort=EMAIL&status=Blocked&imie=%20Jan%20&nazwisko=Kow&identyfikator=${long}&email=a@b.pl`,
    );
    expect(read.page).toBe(3);
    expect(read.sort).toBe('email');
    expect(read.filters).toEqual({
      identyfikator: 'x'.repeat(usersLimits.identifier),
      email: 'a@b.pl',
      imie: 'Jan',
      nazwisko: 'Kow',
      status: 'blocked',
    });
    expect(read.ignored).toEqual([]);
  });

  it('writes the state back as it reads it (sorted, empty filters and "all" left out)', () => {
    const state = {
      page: 2,
      sort: 'forename' as const,
      filters: { ...emptyUserFilters, nazwisko: 'Nowak', status: 'active' as const },
    };
    expect(writeUsersList(state)).toBe('nazwisko=Nowak&sort=forename&status=active&strona=2');
    expect(usersListHref(state)).toBe(
      '/uzytkownicy?sekcja=lista&nazwisko=Nowak&sort=forename&status=active&strona=2',
    );
    const again = readUsersList(usersListHref(state).split('?')[1] ?? '');
    expect({ page: again.page, sort: again.sort, filters: again.filters }).toEqual(state);
    expect(writeUsersList(defaultUsersList)).toBe('sort=surname&strona=1');
  });

  it('a new sort or filter set starts from page 1; a page change keeps the rest', () => {
    const state = { ...defaultUsersList, page: 4 };
    expect(changeUsersList(state, { sort: 'email' }).page).toBe(1);
    expect(changeUsersList(state, { filters: { ...emptyUserFilters, imie: 'Ewa' } }).page).toBe(1);
    expect(changeUsersList(state, { page: 5 })).toEqual({ ...state, page: 5 });
  });
});

describe('the list call and the filters', () => {
  it('sends the wire names, leaving out empty filters and the status all', () => {
    expect(usersApiQuery(defaultUsersList)).toEqual({ page: 1, sort: 'surname' });
    expect(
      usersApiQuery({
        page: 2,
        sort: 'status',
        filters: { identyfikator: 'ID-1', email: ' ewa@', imie: 'Ewa', nazwisko: 'Nowak', status: 'blocked' },
      }),
    ).toEqual({
      page: 2,
      sort: 'status',
      identifier: 'ID-1',
      email: 'ewa@',
      forename: 'Ewa',
      surname: 'Nowak',
      status: 'blocked',
    });
  });

  it('counts the filters in use and trims what the dialog sends', () => {
    expect(activeFilterCount(emptyUserFilters)).toBe(0);
    expect(activeFilterCount({ ...emptyUserFilters, imie: '  ' })).toBe(0);
    expect(activeFilterCount({ ...emptyUserFilters, imie: 'A', email: 'b', status: 'active' })).toBe(3);
    expect(trimmedFilters({ ...emptyUserFilters, nazwisko: ' Kowal ', status: 'blocked' })).toEqual({
      ...emptyUserFilters,
      nazwisko: 'Kowal',
      status: 'blocked',
    });
  });
});

describe('the blocking', () => {
  it('says 403 with its own text, 409 and 404 as the server does, others after a prefix', () => {
    const error = (status: number, message: string) => new ApiError({ status, message, kind: 'server' });
    expect(blockingFailure(error(403, 'Brak uprawnień.'))).toBe(
      'Nie masz uprawnień do blokowania użytkowników',
    );
    expect(blockingFailure(error(409, 'Nie możesz zablokować własnego konta.'))).toBe(
      'Nie możesz zablokować własnego konta.',
    );
    expect(blockingFailure(error(500, 'Wystąpił błąd serwera.'))).toBe(
      'Nie udało się zapisać zmian. Wystąpił błąd serwera.',
    );
  });
});
