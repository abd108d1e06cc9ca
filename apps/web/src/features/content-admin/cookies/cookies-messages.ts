import { contentMessages } from '@bk/contracts/content/content';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { saveFailureText } from '../content-admin-errors.ts';

/** The cookie notice administration's texts (spec 3 sections 2.5, 4 and 8). */
export const cookiesTexts = {
  title: 'Ciasteczka',
  add: 'Dodaj ciasteczka',
  edit: 'Edytuj ciasteczka',
  missing: contentMessages.cookiesMissing,
  save: 'Zapisz ciasteczka',
  saving: 'Trwa zapisywanie...',
} as const;

/** 'Nie udało się pobrać ciasteczek. {reason}' or the unexpected-code form. */
export function cookiesLoadFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'status')
    return `Podczas pobierania ciasteczek wystąpił nieoczekiwany błąd o kodzie ${error.status}.`;
  return `Nie udało się pobrać ciasteczek. ${errorText(error)}`;
}

/** A failed save that is not about a field (spec 3 section 8 'Content'). */
export function cookiesSaveFailure(error: unknown, mode: 'new' | 'edit'): string {
  return saveFailureText(error, {
    forbidden: mode === 'new' ? contentMessages.cookiesForbiddenAdd : contentMessages.cookiesForbiddenEdit,
    failed: 'Nie udało się zapisać ciasteczek.',
    code: (status) => `Podczas zapisu ciasteczek wystąpił nieoczekiwany błąd o kodzie ${status}.`,
  });
}
