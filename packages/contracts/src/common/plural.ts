/**
 * Polish plural forms through Intl.PluralRules('pl'): 'one' (1), 'few' (2-4, 22-24... but not
 * 12-14), 'many' (0, 5-21, 25-31...). Fractions ('other') take the genitive singular in Polish
 * ('1,5 oferty'), given as `other`, or the 'few' form when none is given.
 */
export type PluralForms = { one: string; few: string; many: string; other?: string };

const rules = new Intl.PluralRules('pl');

/** The noun for a count: plural(5, {one: 'oferta', few: 'oferty', many: 'ofert'}) is 'ofert'. */
export function plural(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.other ?? forms.few;
}

/** The count with its noun: countOf(2, forms) is '2 oferty'. */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${plural(count, forms)}`;
}

/** Nouns the portal counts. */
export const nouns = {
  /** 'Znaleziono N ...' (accusative: 1 ofertę). */
  offersFound: { one: 'ofertę', few: 'oferty', many: 'ofert' },
  announcements: { one: 'ogłoszenie', few: 'ogłoszenia', many: 'ogłoszeń' },
  variants: { one: 'wariant', few: 'warianty', many: 'wariantów' },
  newEvents: { one: 'nowe zdarzenie', few: 'nowe zdarzenia', many: 'nowych zdarzeń' },
  days: { one: 'dzień', few: 'dni', many: 'dni' },
  /** After 'maksymalnie': 2 znaki, 5 znaków. */
  characters: { one: 'znak', few: 'znaki', many: 'znaków' },
  files: { one: 'plik', few: 'pliki', many: 'plików' },
} as const satisfies Record<string, PluralForms>;
