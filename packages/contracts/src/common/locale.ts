/**
 * The interface's languages (issue 51, decision 0055): Polish first, at addresses without a prefix;
 * English at the same addresses under `/en`. Shared by the server (which page to draw, in which
 * language, its alternates) and the web app (its router's base, the language switch).
 */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'pl';
export const ENGLISH_PREFIX = '/en';

/** The language of an address and the address without its language prefix ('/en' -> '/'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === ENGLISH_PREFIX) return { locale: 'en', path: '/' };
  if (pathname.startsWith(`${ENGLISH_PREFIX}/`))
    return { locale: 'en', path: pathname.slice(ENGLISH_PREFIX.length) };
  return { locale: 'pl', path: pathname };
}

/** A page's address (without prefix) in a language: '/pomoc' -> '/en/pomoc', '/' -> '/en'. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'pl') return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

/** The router's base for a language (none for Polish). */
export function localeBase(locale: Locale): string | undefined {
  return locale === 'pl' ? undefined : ENGLISH_PREFIX;
}

/** BCP 47 tags for `lang`, `hreflang` and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { lang: string; og: string; name: string }> = {
  pl: { lang: 'pl', og: 'pl_PL', name: 'Polski' },
  en: { lang: 'en', og: 'en_GB', name: 'English' },
};
