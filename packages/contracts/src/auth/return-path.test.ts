import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path.ts';

const origin = 'https://bk.example';

describe('sameOriginPath', () => {
  it('keeps same-origin paths with their query and fragment, normalised', () => {
    expect(sameOriginPath('/ogloszenia/szukaj?q=roboty&strona=2', origin)).toBe(
      '/ogloszenia/szukaj?q=roboty&strona=2',
    );
    expect(sameOriginPath('/oferty#lista', origin)).toBe('/oferty#lista');
    expect(sameOriginPath('/a/../ogloszenia', origin)).toBe('/ogloszenia');
    expect(sameOriginPath('/ogloszenia/szukaj?q=żółw', origin)).toBe(
      '/ogloszenia/szukaj?q=%C5%BC%C3%B3%C5%82w',
    );
  });

  it('refuses whatever a browser would read as another origin', () => {
    for (const path of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/./\t/evil.example',
      'https://evil.example/',
      '\t//evil.example',
      'javascript:alert(1)',
      'ogloszenia',
      '',
    ]) {
      expect(sameOriginPath(path, origin), JSON.stringify(path)).toBeNull();
    }
  });

  it('refuses what is not a string and what is too long', () => {
    expect(sameOriginPath(undefined, origin)).toBeNull();
    expect(sameOriginPath(42, origin)).toBeNull();
    expect(sameOriginPath(`/${'a'.repeat(2000)}`, origin)).toBeNull();
  });
});
