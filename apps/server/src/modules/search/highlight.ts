import type { Segment } from '@bk/contracts/search/search';
import { termOf } from './stemming.ts';

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
/** Per character code below 65,536: 0 not yet known, 1 part of a word, 2 not. */
const known = new Uint8Array(65_536);

/** Whether a code point is a letter or a digit (as /[\p{L}\p{N}]/u says; ASCII without asking it). */
function inWord(code: number): boolean {
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  if (code > 0xffff) return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
  let kind = known[code];
  if (kind === 0) {
    kind = LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 1 : 2;
    known[code] = kind;
  }
  return kind === 1;
}

/**
 * Where the words of `text` (runs of letters and digits) whose terms are in `terms` start and end, in
 * order; the first only when `first`. A scan of the characters: a regular expression's match objects
 * cost more than the rest of the work.
 */
function matchedWords(text: string, terms: ReadonlySet<string>, first = false): number[] {
  const found: number[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; ) {
    const code = i < text.length ? (text.codePointAt(i) as number) : -1;
    const width = code > 0xffff ? 2 : 1;
    if (code >= 0 && inWord(code)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (terms.has(termOf(text.slice(start, i)))) {
        found.push(start, i);
        if (first) break;
      }
      start = -1;
    }
    i += width;
  }
  return found;
}

/** Splits a text into plain and matched pieces: a word matches when its term is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const words = matchedWords(text, terms);
  const segments: Segment[] = [];
  let last = 0;
  for (let i = 0; i < words.length; i += 2) {
    const start = words[i] as number;
    const end = words[i + 1] as number;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments.length > 0 ? segments : [{ text, match: false }];
}

/**
 * About `size` characters of `text` around the first matched word (the start when none matches),
 * cut at word boundaries, with '…' where it was cut.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, size = 240): Segment[] {
  if (text.length > size * 8) return excerptOfLong(text, terms, size);
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= size) return highlight(clean, terms);
  const first = matchedWords(clean, terms, true)[0] ?? 0;
  let start = Math.max(0, first - Math.floor(size / 3));
  let end = Math.min(clean.length, start + size);
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  const pieces = highlight(clean.slice(start, end), terms);
  if (start > 0) pieces.unshift({ text: '… ', match: false });
  if (end < clean.length) pieces.push({ text: ' …', match: false });
  return pieces;
}

/**
 * The excerpt of a long text (an attachment's: up to 300,000 characters) from the part around its first
 * matched word only: cleaning the whole text's white space was most of the search's own processor time
 * at a million announcements with attachments (issue 49). The part's ends are cut back to whole words.
 */
function excerptOfLong(text: string, terms: ReadonlySet<string>, size: number): Segment[] {
  const first = matchedWords(text, terms, true)[0] ?? 0;
  const from = Math.max(0, first - size * 2);
  const to = Math.min(text.length, first + size * 4);
  let part = text.slice(from, to);
  if (from > 0) part = part.replace(/^[\p{L}\p{N}]*/u, '');
  if (to < text.length) part = part.replace(/[\p{L}\p{N}]*$/u, '');
  const pieces = excerpt(part, terms, size);
  if (from > 0 && pieces[0]?.text !== '… ') pieces.unshift({ text: '… ', match: false });
  if (to < text.length && pieces.at(-1)?.text !== ' …') pieces.push({ text: ' …', match: false });
  return pieces;
}
