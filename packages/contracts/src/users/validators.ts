/**
 * Identification numbers, postcodes and e-mail addresses (spec 1 section 5, spec 3 sections 5.1-5.2).
 * Shared by the forms and the server.
 */

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** Keeps the digits only: NIP and PESEL fields strip everything else while typing and pasting. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** NIP: 10 digits; the weighted sum of the first nine mod 11 equals the tenth (10 is never valid). */
export function isNipChecksumValid(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  const control = sum % 11;
  return control !== 10 && control === digits[9];
}

/** PESEL: 11 digits; (10 - weighted sum mod 10) mod 10 equals the eleventh. */
export function isPeselChecksumValid(pesel: string): boolean {
  if (!/^\d{11}$/.test(pesel)) return false;
  const digits = [...pesel].map(Number);
  const sum = PESEL_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}

/** Polish postcode NN-NNN. */
export function isPolishPostcode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value);
}

/** E-mail as the spec checks it: no spaces, exactly one @, and a dot after it. */
export function isEmailLike(value: string): boolean {
  if (/\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local.length === 0) return false;
  const dot = domain.indexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

/** Phone: digits, '+', spaces and hyphens only. */
export function isPhoneLike(value: string): boolean {
  return /^[0-9+\- ]*$/.test(value);
}
