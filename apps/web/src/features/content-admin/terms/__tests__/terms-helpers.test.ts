import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import {
  dateInputValue,
  isFuture,
  savedText,
  termsLoadFailure,
  termsRemoveFailure,
  termsSaveFailure,
  willBePublished,
} from '../terms-messages.ts';

describe('terms texts', () => {
  it('names the publication day in Polish time', () => {
    // Midnight in Warsaw (summer time) is 22:00 UTC the day before.
    expect(willBePublished('2031-06-14T22:00:00.000Z')).toBe(
      'Ten regulamin zostanie opublikowany dnia 15.06.2031.',
    );
    expect(dateInputValue('2031-06-14T22:00:00.000Z')).toBe('2031-06-15');
    expect(dateInputValue('nonsense')).toBe('');
  });

  it('tells a version in force from one that waits', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(isFuture('2030-01-02T00:00:00Z', now)).toBe(true);
    expect(isFuture('2030-01-01T00:00:00Z', now)).toBe(false);
    expect(savedText({ dataOpublikowania: '2030-01-01T00:00:00Z', current: true })).toBe(
      'Zapisano. Regulamin został opublikowany.',
    );
    expect(savedText({ dataOpublikowania: '2031-06-14T22:00:00.000Z', current: false })).toBe(
      'Zapisano. Ten regulamin zostanie opublikowany dnia 15.06.2031.',
    );
  });

  it('words the failures of spec 3 section 8', () => {
    const forbidden = new ApiError({ status: 403, message: 'x', kind: 'server' });
    const code = new ApiError({ status: 502, message: 'x', kind: 'status' });
    const reason = new ApiError({ status: 409, message: 'Regulamin już istnieje.', kind: 'server' });
    expect(termsSaveFailure(forbidden)).toBe('Nie masz uprawnień do dodawania/edycji regulaminu');
    expect(termsSaveFailure(code)).toBe(
      'Podczas zapisu regulaminu wystąpił nieoczekiwany błąd o kodzie 502.',
    );
    expect(termsSaveFailure(reason)).toBe('Nie udało się zapisać regulaminu. Regulamin już istnieje.');
    expect(termsRemoveFailure(forbidden)).toBe('Nie masz uprawnień do usuwania regulaminu.');
    expect(termsRemoveFailure(code)).toBe('Nie udało się usunąć wersji regulaminu.');
    expect(termsLoadFailure(code)).toBe(
      'Podczas pobierania regulaminu wystąpił nieoczekiwany błąd o kodzie 502.',
    );
    expect(termsLoadFailure(reason)).toBe('Nie udało się pobrać regulaminu. Regulamin już istnieje.');
  });
});
