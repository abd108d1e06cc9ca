import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import { hashToken, safeReturnPath } from './auth.service.ts';

describe('safeReturnPath', () => {
  const base = 'https://bk.example';
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/ogloszenia/szukaj?q=roboty', base)).toBe('/ogloszenia/szukaj?q=roboty');
  });
  it('refuses other sites and odd values', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      '',
      undefined,
      42,
    ]) {
      expect(safeReturnPath(value, base)).toBe('/');
    }
  });
});

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('Zażółć gęślą jaźń');
    expect(await verifyPassword('Zażółć gęślą jaźń', hash)).toBe(true);
    expect(await verifyPassword('zażółć gęślą jaźń', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
  it('hashes tokens one way', () => {
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});

describe('configuration', () => {
  it('loads demo data by default only on the embedded database', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/bk' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/bk', BK_DEMO_DATA: '1' }).demoData).toBe(true);
  });
  it('never loads demo data nor opens the test clock in production', () => {
    const config = loadConfig({ BK_ENV: 'production', BK_DEMO_DATA: '1', BK_TEST_CLOCK: '1' });
    expect(config.demoData).toBe(false);
    expect(config.testClock).toBe(false);
  });
  it('uses the embedded identity service unless OIDC_ISSUER is set', () => {
    expect(loadConfig({ PORT: '4000' }).oidc).toMatchObject({
      embedded: true,
      issuer: 'http://localhost:4000/konto',
    });
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example/realms/bk' }).oidc).toMatchObject({
      embedded: false,
      issuer: 'https://login.example/realms/bk',
    });
  });
});
