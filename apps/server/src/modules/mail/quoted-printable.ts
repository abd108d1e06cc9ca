/**
 * Quoted-printable (RFC 2045 section 6.7) of a text part, in one pass and resumable: a delivery encodes
 * what the messages of one body share once and only each recipient's own end of it per message
 * (message-template.ts). Lines end in CRLF (a lone CR or LF is a line end too, as on the wire);
 * printable ASCII but '=' stays as it is; a space or tab stays unless a line end or the end of the text
 * follows it; everything else is its UTF-8 bytes as =XX, a character's bytes never split by a soft
 * line break; no line is longer than 76 characters, its soft break's '=' included.
 */

/** Characters of a line before its soft break's '='. */
const LINE = 75;
const HEX = '0123456789ABCDEF';
const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;
const EQUALS = 61;

/** A character written as it is (a space or tab too: trailing ones are taken care of by the caller). */
const literal = (c: number) => (c >= 33 && c <= 126 && c !== EQUALS) || c === SPACE || c === TAB;

const escapes = new Map<number, string>();

/** The =XX form of one character (a code point), all its UTF-8 bytes. */
function escaped(codePoint: number): string {
  let known = escapes.get(codePoint);
  if (known === undefined) {
    known = '';
    for (const byte of Buffer.from(String.fromCodePoint(codePoint), 'utf8'))
      known += `=${HEX[byte >> 4]}${HEX[byte & 15]}`;
    if (escapes.size < 4096) escapes.set(codePoint, known);
  }
  return known;
}

/**
 * `text` encoded from `column` characters into the current line (0: a line's start); returns the
 * encoded text and the column it ends at, to go on from. The text's end counts as the part's end (a
 * space or tab there is encoded), so a caller that splits a part cuts it before a character that is
 * neither.
 */
export function encodeQuotedPrintable(text: string, column = 0): { encoded: string; column: number } {
  const out: string[] = [];
  let at = column;
  const n = text.length;
  const token = (value: string) => {
    if (at + value.length > LINE) {
      out.push('=\r\n');
      at = 0;
    }
    out.push(value);
    at += value.length;
  };
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF) {
      out.push('\r\n');
      at = 0;
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      continue;
    }
    if (literal(c)) {
      // A run of characters kept as they are, less a space or tab that ends a line or the text.
      let end = i + 1;
      while (end < n && literal(text.charCodeAt(end))) end++;
      const following = end < n ? text.charCodeAt(end) : -1;
      let keep = end;
      if (following === -1 || following === CR || following === LF)
        while (keep > i && (text.charCodeAt(keep - 1) === SPACE || text.charCodeAt(keep - 1) === TAB)) keep--;
      for (let from = i; from < keep; ) {
        if (at >= LINE) {
          out.push('=\r\n');
          at = 0;
        }
        const take = Math.min(LINE - at, keep - from);
        out.push(text.slice(from, from + take));
        at += take;
        from += take;
      }
      for (let w = keep; w < end; w++) token(text.charCodeAt(w) === TAB ? '=09' : '=20');
      i = end;
      continue;
    }
    const codePoint = text.codePointAt(i) ?? c;
    token(escaped(codePoint));
    i += codePoint > 0xffff ? 2 : 1;
  }
  return { encoded: out.join(''), column: at };
}
