import type { I18n, MessageDescriptor } from '@lingui/core';
import { patternedRefusals, refusalPattern, refusalTexts } from './refusal-texts.ts';

/**
 * The checks' messages a bidder meets in the forms (issue 51, decision 0056): the contracts' Polish
 * texts (the server's answers and the forms' own checks say them word for word), each with its message
 * in the catalogues, so that an English page says them in English. `sayMessage` turns a message as it
 * came (from zod or from the server) into the page's language; a text not listed stays as it came. The
 * texts are written here, not imported (the contracts' modules bring zod to every page with a field): a
 * unit test keeps each the same as the contract's.
 */
export const validationTexts: [text: MessageDescriptor, englishValues?: Record<string, string>][] = [
  [/*i18n*/ { id: 'check.required', message: 'To pole jest wymagane.' }],
  [/*i18n*/ { id: 'check.forbidden-character', message: 'To pole zawiera niedozwolony znak.' }],
  [/*i18n*/ { id: 'check.form-errors', message: 'Formularz zawiera błędy.' }],
  [/*i18n*/ { id: 'check.server-error', message: 'Wystąpił błąd serwera.' }],
  [/*i18n*/ { id: 'check.too-many', message: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.' }],
  [
    /*i18n*/ {
      id: 'check.unavailable',
      message: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
    },
  ],
  [/*i18n*/ { id: 'check.budget-format', message: 'Wpisz poprawną wartość zgodnie ze wzorem.' }],
  [/*i18n*/ { id: 'check.budget-zero', message: 'Ta wartość powinna być większa od 0.' }],
  [
    /*i18n*/ {
      id: 'check.budget-too-large',
      message: 'Ta wartość nie może być większa od {max}.',
      values: { max: '999999999999999999999999,99' },
    },
  ],
  [
    /*i18n*/ {
      id: 'check.price-too-large',
      message: 'Cena nie może być większa od {max}.',
      values: { max: '999 999 999 999,99 zł' },
    },
    // The amount as an English reader writes it.
    { max: 'PLN 999,999,999,999.99' },
  ],
  [
    /*i18n*/ {
      id: 'check.not-accepting',
      message: 'To ogłoszenie nie przyjmuje ofert: nie jest opublikowane albo minął termin składania ofert.',
    },
  ],
  [/*i18n*/ { id: 'check.nip', message: 'Wpisz poprawny numer NIP.' }],
  [/*i18n*/ { id: 'check.nip-checksum', message: 'Wpisany numer NIP ma niepoprawną sumę kontrolną.' }],
  [/*i18n*/ { id: 'check.pesel', message: 'Wpisz poprawny numer PESEL.' }],
  [/*i18n*/ { id: 'check.pesel-checksum', message: 'Wpisany numer PESEL ma niepoprawną sumę kontrolną.' }],
  [/*i18n*/ { id: 'check.postcode', message: 'Wpisz poprawny kod pocztowy.' }],
  [/*i18n*/ { id: 'check.email', message: 'Wpisz poprawny adres e-mail.' }],
  [
    /*i18n*/ {
      id: 'check.phone',
      message: 'Numer telefonu może zawierać tylko cyfry, znak +, spacje i myślniki.',
    },
  ],
  [/*i18n*/ { id: 'check.locality', message: 'Wybierz miejscowość z listy.' }],
  [/*i18n*/ { id: 'check.country', message: 'Wybierz kraj z listy.' }],
  [
    /*i18n*/ {
      id: 'check.abroad-number',
      message: 'Dla adresu za granicą wybierz typ numeru „Numer identyfikacyjny”.',
    },
  ],
];

/** A message as the contracts write it: its Polish text with its values. */
const polishOf = (text: MessageDescriptor) =>
  (text.message ?? '').replace(/\{(\w+)\}/g, (whole, name: string) =>
    String((text.values as Record<string, unknown> | undefined)?.[name] ?? whole),
  );
const byPolish = new Map<string, { text: MessageDescriptor; english?: Record<string, string> }>([
  ...validationTexts.map(([text, english]) => [polishOf(text), { text, english }] as const),
  ...refusalTexts.map((text) => [polishOf(text), { text }] as const),
]);
/** The refusals with values of their own, each with its pattern (made on the first English message). */
let patterned: { text: MessageDescriptor; pattern: RegExp }[] | null = null;

/** The contracts' messages.maxLength(n), with the plural in the message. */
export const maxLengthText = /*i18n*/ {
  id: 'check.max-length',
  message: 'To pole może mieć maksymalnie {count, plural, one {# znak} few {# znaki} other {# znaków}}.',
};

/** 'Możesz załączyć maksymalnie N plików.' (the contracts' fileMessages.maxCount), with the plural. */
export const maxCountText = /*i18n*/ {
  id: 'attachments.max-count',
  message: 'Możesz załączyć maksymalnie {max, plural, one {# plik} few {# pliki} other {# plików}}.',
};

/** 'To pole może mieć maksymalnie N znaków.' (the contracts' messages.maxLength, any N). */
const MAX_LENGTH = /^To pole może mieć maksymalnie (\d+) znak(?:i|ów)?\.$/;

/** A check's message in the page's language (Polish pages: as it came). */
export function sayMessage(i18n: I18n, text: string): string {
  if (i18n.locale === 'pl') return text;
  const known = byPolish.get(text);
  if (known)
    return i18n._(
      known.english ? { ...known.text, values: { ...known.text.values, ...known.english } } : known.text,
    );
  const max = MAX_LENGTH.exec(text);
  if (max) return i18n._({ ...maxLengthText, values: { count: Number(max[1]) } });
  patterned ??= patternedRefusals.map((refusal) => ({ text: refusal, pattern: refusalPattern(refusal) }));
  for (const { text: refusal, pattern } of patterned) {
    const found = pattern.exec(text);
    if (found) return i18n._({ ...refusal, values: { ...found.groups } });
  }
  return text;
}
