import type { Segment } from '@bk/contracts/search/search';
import { termOf } from './stemming.ts';

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits a text into plain and matched pieces: a word matches when its term is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    if (!terms.has(termOf(match[0]))) continue;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: match[0], match: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments.length > 0 ? segments : [{ text, match: false }];
}

/**
 * About `size` characters of `text` around the first matched word (the start when none matches),
 * cut at word boundaries, with '…' where it was cut.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, size = 240): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= size) return highlight(clean, terms);
  let first = 0;
  for (const match of clean.matchAll(WORD)) {
    if (terms.has(termOf(match[0]))) {
      first = match.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(size / 3));
  let end = Math.min(clean.length, start + size);
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  const pieces = highlight(clean.slice(start, end), terms);
  if (start > 0) pieces.unshift({ text: '… ', match: false });
  if (end < clean.length) pieces.push({ text: ' …', match: false });
  return pieces;
}
