import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  isEmailLike,
  isNipChecksumValid,
  isPeselChecksumValid,
  isPhoneLike,
  isPolishPostcode,
} from '../users/validators.ts';

/** The control digit of a NIP, computed here from the weights (not copied from the code under test). */
function nipWith(first9: string): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (weights[i] as number);
  return `${first9}${sum % 11}`;
}

function peselWith(first10: string): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * (weights[i] as number);
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

describe('NIP', () => {
  it('accepts numbers whose control digit matches', () => {
    // 526-000-12-46 is the NIP on many public documents of a Polish ministry; its digits check out.
    expect(isNipChecksumValid('5260001246')).toBe(true);
    expect(isNipChecksumValid(nipWith('123456321'))).toBe(true);
    expect(isNipChecksumValid(nipWith('774000146'))).toBe(true);
  });

  it('refuses a wrong control digit, a control of 10, and wrong lengths', () => {
    const valid = nipWith('123456321');
    const wrong = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    expect(isNipChecksumValid(wrong)).toBe(false);
    // 000000001x: weighted sum 7 -> control 7; 100000000x: 6; 200000005x: 12+35 = 47 -> 3. Find a 10:
    let tenFound = false;
    for (let n = 100000000; n < 100000200; n++) {
      const first9 = String(n);
      const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
      const sum = [...first9].reduce((acc, d, i) => acc + Number(d) * (weights[i] as number), 0);
      if (sum % 11 === 10) {
        for (let last = 0; last <= 9; last++) expect(isNipChecksumValid(`${first9}${last}`)).toBe(false);
        tenFound = true;
        break;
      }
    }
    expect(tenFound).toBe(true);
    expect(isNipChecksumValid('526000124')).toBe(false);
    expect(isNipChecksumValid('52600012466')).toBe(false);
    expect(isNipChecksumValid('526-000-12-46')).toBe(false);
  });
});

describe('PESEL', () => {
  it('accepts numbers whose control digit matches', () => {
    expect(isPeselChecksumValid(peselWith('4405140135'))).toBe(true);
    expect(isPeselChecksumValid(peselWith('0221070001'))).toBe(true);
    expect(isPeselChecksumValid('44051401359')).toBe(true);
  });

  it('refuses a wrong control digit and wrong lengths', () => {
    expect(isPeselChecksumValid('44051401358')).toBe(false);
    expect(isPeselChecksumValid('4405140135')).toBe(false);
    expect(isPeselChecksumValid('440514013591')).toBe(false);
  });
});

describe('other fields', () => {
  it('strips non-digits', () => {
    expect(digitsOnly('PL 526-000-12-46')).toBe('5260001246');
  });

  it('checks postcodes as NN-NNN', () => {
    expect(isPolishPostcode('00-950')).toBe(true);
    expect(isPolishPostcode('00950')).toBe(false);
    expect(isPolishPostcode('0-0950')).toBe(false);
    expect(isPolishPostcode('00-9500')).toBe(false);
  });

  it('checks e-mail: no spaces, one @, a dot after it', () => {
    expect(isEmailLike('jan.kowalski@gmina.pl')).toBe(true);
    expect(isEmailLike('jan kowalski@gmina.pl')).toBe(false);
    expect(isEmailLike('jan@@gmina.pl')).toBe(false);
    expect(isEmailLike('jan@gmina@pl.pl')).toBe(false);
    expect(isEmailLike('jan@gminapl')).toBe(false);
    expect(isEmailLike('jan@gmina.')).toBe(false);
    expect(isEmailLike('@gmina.pl')).toBe(false);
  });

  it('checks phones: digits, plus, spaces and hyphens', () => {
    expect(isPhoneLike('+48 600-100-200')).toBe(true);
    expect(isPhoneLike('600 100 200 w. 12')).toBe(false);
  });
});
