import { describe, expect, it } from 'vitest';
import { excerpt, highlight } from './highlight.ts';
import { termOf } from './stemming.ts';

const termsOf = (...words: string[]) => new Set(words.map(termOf));
const marked = (segments: { text: string; match: boolean }[]) =>
  segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks every inflected form of the query words, whatever the case and diacritics', () => {
    const terms = termsOf('dostawa', 'komputerów');
    expect(marked(highlight('Dostawy KOMPUTERA, dostawa; komputer.', terms))).toBe(
      '[Dostawy] [KOMPUTERA], [dostawa]; [komputer].',
    );
    expect(marked(highlight('Żółw i zolw', termsOf('zolw')))).toBe('[Żółw] i [zolw]');
  });

  it('takes words as runs of letters and digits, beyond ASCII and beyond the basic plane', () => {
    const terms = termsOf('abc', 'a1b2', 'dostawa');
    expect(marked(highlight('𝐀bc abc—a1b2 x\uD800dostawa 😀dostawa', terms))).toBe(
      '𝐀bc [abc]—[a1b2] x\uD800[dostawa] 😀[dostawa]',
    );
  });

  it('keeps a text without a match whole, and an empty one as one plain piece', () => {
    expect(highlight('Remont drogi', termsOf('dostawa'))).toEqual([{ text: 'Remont drogi', match: false }]);
    expect(highlight('', termsOf('dostawa'))).toEqual([{ text: '', match: false }]);
  });
});

describe('excerpt', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `słowo${i}`).join(' ');

  it('cuts a long text around the first match at word boundaries, with an ellipsis where it was cut', () => {
    const text = `${filler(60)} dostawa   komputerów ${filler(60)}`;
    const pieces = excerpt(text, termsOf('dostawa'));
    const shown = marked(pieces);
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown).toContain('[dostawa] komputerów');
    expect(shown.length).toBeLessThanOrEqual(240 + 4);
  });

  it('starts at the beginning when nothing matches, and keeps a short text whole', () => {
    expect(marked(excerpt(`${filler(80)}`, termsOf('dostawa'))).startsWith('słowo0 słowo1')).toBe(true);
    expect(marked(excerpt(' Krótka\n dostawa ', termsOf('dostawa')))).toBe('Krótka [dostawa]');
  });

  it('of a long text (an attachment’s) reads only the part around the first match, and shows the same', () => {
    // What the whole text cleaned at once gives (the way before), against the long text's way.
    const whole = (text: string, terms: ReadonlySet<string>) =>
      excerpt(text.replace(/\s+/g, ' ').trim().slice(0, 1900), terms);
    const pages = `${filler(3000)}\n\n  Dostawa\tkomputerów  i  drukarek ${filler(3000)} dostawa`;
    const terms = termsOf('komputerów');
    const shown = marked(excerpt(pages, terms));
    expect(shown).toContain('Dostawa [komputerów] i drukarek');
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(240 + 4);
    const start = pages.indexOf('słowo2950');
    expect(marked(excerpt(pages, terms))).toBe(marked(whole(pages.slice(start), terms)));
    // At the very start, and with no match at all (the start, cut at a whole word).
    expect(marked(excerpt(`komputerów ${filler(3000)}`, terms)).startsWith('[komputerów] słowo0')).toBe(true);
    const none = marked(excerpt(filler(3000), terms));
    expect(none.startsWith('słowo0 słowo1')).toBe(true);
    expect(none.endsWith(' …')).toBe(true);
    expect(none).toMatch(/ słowo\d+ …$/);
  });
});
