import { hasForbiddenCharacter } from '@bk/contracts/common/input';

/** The account service's form fields: limits and Polish messages (decision 0033). */
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

export const inputMessages = {
  emailRequired: 'Podaj adres e-mail.',
  emailInvalid: 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
  givenNameRequired: 'Podaj imię.',
  familyNameRequired: 'Podaj nazwisko.',
  nameTooLong: `Może mieć najwyżej ${NAME_MAX} znaków.`,
  nameInvalid: 'Zawiera niedozwolone znaki.',
  terms: 'Zaakceptuj regulamin Bazy Konkurencyjności.',
  privacy: 'Potwierdź zapoznanie się z informacją o przetwarzaniu danych osobowych.',
} as const;

/** A form field as a string: the first value of a repeated field, '' for anything else. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

export function normalizeEmail(value: string): string {
  return value.trim();
}

export function emailProblem(email: string): string | null {
  if (!email) return inputMessages.emailRequired;
  if (
    email.length > EMAIL_MAX ||
    hasForbiddenCharacter(email) ||
    !/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u.test(email)
  )
    return inputMessages.emailInvalid;
  return null;
}

export function nameProblem(value: string, required: string): string | null {
  if (!value.trim()) return required;
  if ([...value].length > NAME_MAX) return inputMessages.nameTooLong;
  if (hasForbiddenCharacter(value) || /[\p{Cc}<>]/u.test(value)) return inputMessages.nameInvalid;
  return null;
}
