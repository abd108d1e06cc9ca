import { messages } from '@bk/contracts/common/messages';
import { permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { describe, expect, it } from 'vitest';
import { findProblems } from '../find-user-state.ts';
import { historyProblems } from '../history-state.ts';
import {
  EVERY_LEVEL,
  grantLines,
  holderLevelLabel,
  holderName,
  levelPackageLabel,
  listTypeLabels,
} from '../permission-labels.ts';
import { emptyHistoryFilters, historyQuery, levelUsersQuery } from '../permissions-api.ts';

describe('the labels of the tables', () => {
  it("labels a level package by its path joined by ' > ', or every level", () => {
    const path = [
      { id: 1, kod: null, nazwa: 'Perspektywa 2021-2027' },
      { id: 20, kod: 'FENG', nazwa: 'Fundusze Europejskie dla Nowoczesnej Gospodarki' },
    ];
    expect(levelPackageLabel({ level: path[1] ?? null, path })).toBe(
      'Perspektywa 2021-2027 > FENG - Fundusze Europejskie dla Nowoczesnej Gospodarki',
    );
    expect(levelPackageLabel({ level: null, path: [] })).toBe(EVERY_LEVEL);
    expect(levelPackageLabel({ level: { kod: '01', nazwa: 'Oś' }, path: [] })).toBe('01 - Oś');
  });

  it('lists the granted flags by group in the group order', () => {
    expect(
      grantLines([
        { group: 'usersAdministration', flags: ['blockingUsers', 'previewListUsers'] },
        { group: 'permissionsAdministration', flags: [] },
      ]),
    ).toEqual([
      {
        group: 'usersAdministration',
        label: 'Administracja użytkownikami',
        flags: ['Podgląd listy użytkowników', 'Blokowanie użytkowników'],
      },
    ]);
  });
});

describe('the find-user checks', () => {
  it('needs a context and an e-mail or an identifier within their limits', () => {
    expect(findProblems({ context: null, email: ' ', identifier: '' })).toEqual({
      context: messages.required,
      form: M.findOneRequired,
    });
    expect(findProblems({ context: 'levels', email: '', identifier: 'ABC' })).toEqual({});
    expect(
      findProblems({ context: 'administration', email: `${'a'.repeat(196)}@x.pl`, identifier: '' }),
    ).toEqual({
      email: messages.maxLength(200),
    });
    expect(findProblems({ context: 'administration', email: '', identifier: 'x'.repeat(101) })).toEqual({
      identifier: messages.maxLength(100),
    });
  });
});

describe('the history filters', () => {
  it('refuses a start after the end and an e-mail over 100', () => {
    expect(historyProblems({ od: '2026-03-02', do: '2026-03-01', email: '' })).toEqual({
      od: M.historyDates,
    });
    expect(historyProblems({ od: '2026-03-01', do: '2026-03-01', email: '' })).toEqual({});
    expect(historyProblems({ od: '2026-03-01', do: '', email: 'x'.repeat(101) })).toEqual({
      email: messages.maxLength(100),
    });
  });

  it('sends the wire names', () => {
    expect(historyQuery(5, { od: '2026-01-01', do: '', email: ' a@b.pl ' }, 2)).toEqual({
      authorized: 5,
      page: 2,
      limit: 20,
      added_at_from: '2026-01-01',
      added_at_to: '',
      added_by_email: 'a@b.pl',
    });
    expect(historyQuery(undefined, emptyHistoryFilters, 1).authorized).toBeUndefined();
  });
});

describe("a level's users", () => {
  it('names a holder by their names, or by their number when both are blank', () => {
    expect(holderName({ id: 7, imie: 'Jan', nazwisko: 'Kowalski' })).toBe('Jan Kowalski');
    expect(holderName({ id: 7, imie: ' ', nazwisko: 'Kowalski' })).toBe('Kowalski');
    expect(holderName({ id: 7, imie: '', nazwisko: '' })).toBe('Użytkownik nr 7');
  });

  it("labels the holder's level, or every level", () => {
    expect(holderLevelLabel({ kod: 'FENG', nazwa: 'Fundusze' })).toBe('FENG - Fundusze');
    expect(holderLevelLabel({ kod: null, nazwa: 'Perspektywa 2021-2027' })).toBe('Perspektywa 2021-2027');
    expect(holderLevelLabel(null)).toBe(EVERY_LEVEL);
  });

  it('labels both list types', () => {
    expect(listTypeLabels).toEqual({
      direct: 'Uprawnieni bezpośrednio',
      inherited: 'Uprawnieni z wyższego poziomu',
    });
  });

  it('sends the wire names, 20 a page', () => {
    expect(levelUsersQuery(12, 'inherited', 3)).toEqual({
      level_id: 12,
      list_type: 'inherited',
      page: 3,
      limit: 20,
    });
  });
});
