import { describe, expect, it } from 'vitest';
import { localeBase, localizedPath, splitLocale } from './locale.ts';

describe('the language of an address (issue 51)', () => {
  it('reads /en and /en/... as English, everything else as Polish', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/ogloszenia/12')).toEqual({ locale: 'en', path: '/ogloszenia/12' });
    expect(splitLocale('/')).toEqual({ locale: 'pl', path: '/' });
    expect(splitLocale('/pomoc')).toEqual({ locale: 'pl', path: '/pomoc' });
    // A Polish address that only starts with the letters is not English.
    expect(splitLocale('/energia')).toEqual({ locale: 'pl', path: '/energia' });
    expect(splitLocale('/enx/a')).toEqual({ locale: 'pl', path: '/enx/a' });
  });

  it('puts a page in a language and back', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/pomoc', 'en')).toBe('/en/pomoc');
    expect(localizedPath('/pomoc', 'pl')).toBe('/pomoc');
    for (const path of ['/', '/ogloszenia/szukaj', '/komunikaty/3-przerwa'])
      expect(splitLocale(localizedPath(path, 'en')).path).toBe(path);
    expect(localeBase('en')).toBe('/en');
    expect(localeBase('pl')).toBeUndefined();
  });
});
