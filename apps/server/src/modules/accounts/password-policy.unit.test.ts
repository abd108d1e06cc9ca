import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordMessages, passwordProblem } from './password-policy.ts';

const context = { email: 'anna.nowak@example.pl', givenName: 'Anna', familyName: 'Nowak' };

describe('the password rules (NIST SP 800-63B rev. 4)', () => {
  it('asks for length only: no composition rules', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(15);
    expect(await passwordProblem('zielone jabłka spadają', context)).toBeNull();
    expect(await passwordProblem('wszystkiemałymiliterami', context)).toBeNull();
    expect(await passwordProblem('krótkie', context)).toBe(passwordMessages.tooShort);
    // Counted in characters, not bytes or UTF-16 units: 15 Polish letters are enough.
    expect(await passwordProblem('żółćżółćżółćżół', context)).not.toBe(passwordMessages.tooShort);
    expect(await passwordProblem('x'.repeat(129), context)).toBe(passwordMessages.tooLong);
  });

  it('refuses breached and common passwords, also with digits around them', async () => {
    for (const password of [
      'passwordpassword',
      '1qaz2wsx3edc4rfv',
      'qwerty123456789',
      'password1234567',
      '!!superman!!1234',
    ])
      expect(await passwordProblem(password, context), password).toBe(passwordMessages.breached);
  });

  it('refuses repetitive and sequential passwords', async () => {
    for (const password of [
      'aaaaaaaaaaaaaaaa',
      'abcabcabcabcabcabc',
      '12345678901234567',
      'zyxwvutsrqponmlk',
      'qwertyuiopasdfghj',
      '0987654321098765',
    ])
      expect(await passwordProblem(password, context), password).toBe(passwordMessages.repetitive);
  });

  it('refuses the context: the portal’s name, the address, the name', async () => {
    for (const password of ['BazaKonkurencyjności2026', 'anna.nowak@example.pl', 'AnnaNowakAnnaNowak1'])
      expect(await passwordProblem(password, context), password).toBe(passwordMessages.context);
    expect(await passwordProblem('Anna lubi długie spacery nad morzem', context)).toBeNull();
  });

  it('refuses control characters and a NUL', async () => {
    expect(await passwordProblem('zielone jabłka\0spadają', context)).toBe(passwordMessages.forbidden);
    expect(await passwordProblem('zielone jabłka\nspadają', context)).toBe(passwordMessages.forbidden);
  });
});
