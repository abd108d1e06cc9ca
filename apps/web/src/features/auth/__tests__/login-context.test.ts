import { describe, expect, it } from 'vitest';
import { decodeLoginContext, safeReturnPath } from '../login-context.ts';

/** base64url of JSON, as the server writes the cookie. */
function encode(value: unknown): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('decodeLoginContext', () => {
  it('returns the saved path with its query', () => {
    expect(decodeLoginContext(encode({ path: '/deklaracja-dostepnosci?zrodlo=stopka' }))).toBe(
      '/deklaracja-dostepnosci?zrodlo=stopka',
    );
    // As the URL parser (and the server, which wrote it) normalises it.
    expect(decodeLoginContext(encode({ path: '/ogloszenia/szukaj?q=żółw' }))).toBe(
      '/ogloszenia/szukaj?q=%C5%BC%C3%B3%C5%82w',
    );
  });

  it('returns home for a missing or broken context and for the login error page', () => {
    expect(decodeLoginContext(null)).toBe('/');
    expect(decodeLoginContext('%%%')).toBe('/');
    expect(decodeLoginContext(encode({}))).toBe('/');
    expect(decodeLoginContext(encode({ path: '/blad-logowania' }))).toBe('/');
  });
});

describe('safeReturnPath', () => {
  it('refuses paths that leave the site', () => {
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/\t/evil.example')).toBe('/');
    expect(safeReturnPath('/.//evil.example')).toBe('/');
    expect(safeReturnPath('/logowanie')).toBe('/');
    expect(safeReturnPath('/oferty?strona=2')).toBe('/oferty?strona=2');
  });
});
