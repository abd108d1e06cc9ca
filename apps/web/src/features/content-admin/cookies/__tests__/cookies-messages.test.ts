import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { cookiesLoadFailure, cookiesSaveFailure } from '../cookies-messages.ts';

describe('cookie notice failures (spec 3 section 8)', () => {
  const forbidden = new ApiError({ status: 403, message: 'x', kind: 'server' });
  it('names the permission by what was tried', () => {
    expect(cookiesSaveFailure(forbidden, 'new')).toBe('Nie masz uprawnień do dodawania ciasteczek.');
    expect(cookiesSaveFailure(forbidden, 'edit')).toBe('Nie masz uprawnień do edycji ciasteczek.');
  });

  it('gives the reason or the status code', () => {
    expect(
      cookiesSaveFailure(new ApiError({ status: 409, message: 'Już istnieje.', kind: 'server' }), 'new'),
    ).toBe('Nie udało się zapisać ciasteczek. Już istnieje.');
    expect(cookiesSaveFailure(new ApiError({ status: 502, message: 'x', kind: 'status' }), 'edit')).toBe(
      'Podczas zapisu ciasteczek wystąpił nieoczekiwany błąd o kodzie 502.',
    );
    expect(cookiesLoadFailure(new ApiError({ status: 0, message: 'Błąd sieci.', kind: 'network' }))).toBe(
      'Nie udało się pobrać ciasteczek. Błąd sieci.',
    );
  });
});
