import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { listFailureText, renameFailure } from '../admin-projects-errors.ts';

const failed = (status: number, errors: Record<string, string[]> = {}, message = 'Coś poszło nie tak.') =>
  new ApiError({ status, message, errors, kind: status === 0 ? 'timeout' : 'server' });

describe('the messages of the admin projects list', () => {
  it('says the list is forbidden on 403, and why it failed otherwise', () => {
    expect(listFailureText(failed(403))).toBe(
      'Nie masz uprawnień do przeglądania listy projektów i naborów.',
    );
    expect(listFailureText(failed(500, {}, 'Wystąpił błąd serwera.'))).toBe(
      'Nie udało się pobrać danych projektów i naborów. Wystąpił błąd serwera.',
    );
  });

  it('maps the rename failures (spec 3 section 8)', () => {
    expect((renameFailure(failed(403)) as Error).message).toBe(
      'Nie masz uprawnień do edycji tego projektu/naboru.',
    );
    const fields = failed(422, { nazwa: ['To pole jest wymagane.'] });
    expect(renameFailure(fields)).toBe(fields);
    expect((renameFailure(failed(422, { inne: ['x'] })) as Error).message).toBe(
      'Wystąpił nieoczekiwany błąd o kodzie 422.',
    );
    expect((renameFailure(failed(404)) as Error).message).toBe('Wystąpił nieoczekiwany błąd o kodzie 404.');
    const timeout = failed(0, {}, 'Serwer zbyt długo nie odpowiada.');
    expect(renameFailure(timeout)).toBe(timeout);
  });
});
