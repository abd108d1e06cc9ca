import { foldText } from '@bk/contracts/common/fold';
import { createStemmer } from 'multilingual-stemmer';

const polish = createStemmer('pl');
const cache = new Map<string, string>();

/** The words of a text: runs of letters and digits, lower-cased. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The search term of a word: its Polish stem (Snowball), folded without diacritics, so 'robót' and
 * 'roboty' are both 'robot' and 'żółw' and 'zolw' both 'zolw'. Stems are cached (a corpus has few words)
 * by the word as written too: highlighting asks for every word of a page, mostly the same ones.
 */
export function termOf(word: string): string {
  let term = cache.get(word);
  if (term !== undefined) return term;
  const lower = word.toLowerCase();
  term = cache.get(lower);
  if (term === undefined) {
    term = /^\d+$/.test(lower) ? lower : foldText(polish(lower)).replace(/[^a-z0-9]/g, '');
    if (cache.size > 200_000) cache.clear();
    cache.set(lower, term);
  }
  cache.set(word, term);
  return term;
}

/**
 * Words a query ignores (prepositions, conjunctions, particles): in nearly every announcement, they
 * would make "żyrafa w zoo" match anything with "w". A query of stop words only keeps them.
 */
const STOP_WORDS = new Set(
  (
    'a aby ale albo bez by być czy dla do i iż jak jako jest lub na nad nie o od oraz po pod przed przez ' +
    'przy się są ta te to tu u w we z za ze że'
  ).split(' '),
);

export function isStopWord(word: string): boolean {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) || (lower.length === 1 && !/\d/.test(lower));
}

/** The terms of a text, space separated (what goes into a 'simple' tsvector). */
export function termsText(text: string): string {
  return wordsOf(text)
    .map(termOf)
    .filter((t) => t.length > 0)
    .join(' ');
}

/** The distinct terms of a long text (an attachment's): each once, in the order first met. */
export function distinctTermsText(text: string): string {
  const terms = new Set<string>();
  for (const word of wordsOf(text)) {
    const term = termOf(word);
    if (term.length > 0) terms.add(term);
  }
  return [...terms].join(' ');
}

/** Special terms: a CPV code as 'cpv45000000', an announcement number as 'nr202600042'... */
export function cpvTerm(code: string): string {
  return `cpv${code.replace(/\D/g, '').slice(0, 8)}`;
}

export function numberTerm(number: string): string {
  return `nr${number.replace(/\D/g, '')}`;
}

/**
 * Filter terms kept in the same vectors as the words (docs/decisions/0011): a category, subcategory,
 * voivodeship, programme or advertiser number becomes a term ('katdostawy', 'woj12', 'progfeng'), so
 * a filter narrows inside the GIN index together with the words, however the two correlate.
 */
/** ... and a locality's SIMC id ('msc0950463', the newsletter's place filter). */
export type FilterKind = 'kat' | 'pkt' | 'woj' | 'prog' | 'idn' | 'msc';
export function filterTerm(kind: FilterKind, value: string): string {
  return `${kind}${foldText(value).replace(/[^a-z0-9]/g, '')}`;
}
