import { hasForbiddenCharacter } from '@bk/contracts/common/input';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The account service's form fields: limits and messages (decision 0033), each a message of the
 * server's catalogues (lib/i18n.ts) said in the page's language by the view.
 */
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

export const inputMessages = {
  emailRequired: /*i18n*/ { id: 'account.input.email-required', message: 'Podaj adres e-mail.' },
  emailInvalid: /*i18n*/ {
    id: 'account.input.email-invalid',
    message: 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
  },
  givenNameRequired: /*i18n*/ { id: 'account.input.given-name-required', message: 'Podaj imię.' },
  familyNameRequired: /*i18n*/ { id: 'account.input.family-name-required', message: 'Podaj nazwisko.' },
  nameTooLong: /*i18n*/ {
    id: 'account.input.name-too-long',
    message: 'Może mieć najwyżej {max} znaków.',
    values: { max: NAME_MAX },
  },
  nameInvalid: /*i18n*/ { id: 'account.input.name-invalid', message: 'Zawiera niedozwolone znaki.' },
  terms: /*i18n*/ { id: 'account.input.terms', message: 'Zaakceptuj regulamin Bazy Konkurencyjności.' },
  privacy: /*i18n*/ {
    id: 'account.input.privacy',
    message: 'Potwierdź zapoznanie się z informacją o przetwarzaniu danych osobowych.',
  },
} satisfies Record<string, MessageDescriptor>;

/** A form field as a string: the first value of a repeated field, '' for anything else. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

export function normalizeEmail(value: string): string {
  return value.trim();
}

export function emailProblem(email: string): MessageDescriptor | null {
  if (!email) return inputMessages.emailRequired;
  if (
    email.length > EMAIL_MAX ||
    hasForbiddenCharacter(email) ||
    !/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u.test(email)
  )
    return inputMessages.emailInvalid;
  return null;
}

export function nameProblem(value: string, required: MessageDescriptor): MessageDescriptor | null {
  if (!value.trim()) return required;
  if ([...value].length > NAME_MAX) return inputMessages.nameTooLong;
  if (hasForbiddenCharacter(value) || /[\p{Cc}<>]/u.test(value)) return inputMessages.nameInvalid;
  return null;
}
