import { hasForbiddenCharacter } from '@bk/contracts/common/input';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The password rules of NIST SP 800-63B rev. 4, section 3.1.1.2 (decision 0033): at least 15
 * characters for a password that is the only factor, at least 64 allowed (here 128), every printable
 * character and space allowed, counted as Unicode code points after NFKC normalisation; no composition
 * rules; refused when it is a known breached or commonly used password, repetitive or sequential, or
 * made of the context (the portal's name, the user's address or name).
 */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: /*i18n*/ { id: 'account.password.required', message: 'Podaj hasło.' },
  tooShort: /*i18n*/ {
    id: 'account.password.too-short',
    message: 'Hasło musi mieć co najmniej {min} znaków. Może to być kilka słów oddzielonych spacjami.',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  tooLong: /*i18n*/ {
    id: 'account.password.too-long',
    message: 'Hasło może mieć najwyżej {max} znaków.',
    values: { max: PASSWORD_MAX_LENGTH },
  },
  forbidden: /*i18n*/ { id: 'account.password.forbidden', message: 'Hasło zawiera niedozwolone znaki.' },
  breached: /*i18n*/ {
    id: 'account.password.breached',
    message:
      'To hasło jest na liście haseł ujawnionych w wyciekach danych lub powszechnie używanych. Wybierz inne.',
  },
  repetitive: /*i18n*/ {
    id: 'account.password.repetitive',
    message:
      'Hasło nie może składać się z powtórzeń ani z kolejnych znaków (np. „aaaa…”, „1234…”, „abcabc…”).',
  },
  context: /*i18n*/ {
    id: 'account.password.context',
    message: 'Hasło nie może składać się z adresu e-mail, imienia, nazwiska ani nazwy portalu.',
  },
} satisfies Record<string, MessageDescriptor>;

export const PASSWORD_HINT = /*i18n*/ {
  id: 'account.password.hint',
  message:
    'Co najmniej {min} znaków, na przykład kilka słów. Nie musi zawierać cyfr ani znaków specjalnych, ale nie może być hasłem znanym z wycieków.',
  values: { min: PASSWORD_MIN_LENGTH },
};

let common: Promise<Set<string>> | null = null;
/** The breached and common passwords of zxcvbn-ts's list (about 49,000, from public breach corpora). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Runs people type as 'sequential': digits, the alphabet, keyboard rows (forwards, backwards, wrapping). */
const RUNS = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertyuiopasdfghjklzxcvbnm',
];
const RUN_TEXTS = RUNS.flatMap((run) => [run.repeat(20), [...run].reverse().join('').repeat(20)]);

function isRepetitive(value: string): boolean {
  const lower = value.toLowerCase();
  const chars = [...lower];
  if (/^(.{1,6}?)\1+$/su.test(lower)) return true;
  if (RUN_TEXTS.some((text) => text.includes(lower))) return true;
  // Every step the same: 'abcdef...', '987654...', '2468...'.
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) <= 2 && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}

/** The first rule a new password breaks, as its message; null when it may be used. */
export async function passwordProblem(
  password: string,
  context: { email?: string; givenName?: string; familyName?: string },
): Promise<MessageDescriptor | null> {
  if (password.length === 0) return passwordMessages.required;
  if (hasForbiddenCharacter(password) || /[\p{Cc}]/u.test(password)) return passwordMessages.forbidden;
  const normalized = password.normalize('NFKC');
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = normalized.toLowerCase();
  const list = await commonPasswords();
  const stripped = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (list.has(lower) || list.has(lower.replaceAll(' ', '')) || (stripped.length > 0 && list.has(stripped)))
    return passwordMessages.breached;
  if (isRepetitive(normalized) || isRepetitive(normalized.replaceAll(' ', '')))
    return passwordMessages.repetitive;
  const folded = fold(normalized);
  const local = context.email?.split('@')[0] ?? '';
  const words = [
    'bazakonkurencyjnosci',
    'konkurencyjnosci',
    fold(context.email ?? ''),
    fold(local),
    fold(`${context.givenName ?? ''}${context.familyName ?? ''}`),
    fold(`${context.familyName ?? ''}${context.givenName ?? ''}`),
  ].filter((w) => w.length >= 4);
  // Made of the context: what is left without those words (and digits) is too short to count.
  let rest = folded;
  for (const word of words) rest = rest.replaceAll(word, '');
  for (const part of [context.givenName, context.familyName].map((v) => fold(v ?? '')))
    if (part.length >= 3) rest = rest.replaceAll(part, '');
  if (rest.replace(/\d/g, '').length < 6 && folded.length > 0 && rest !== folded)
    return passwordMessages.context;
  return null;
}
