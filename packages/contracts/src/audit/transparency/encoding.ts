/**
 * Byte helpers for the transparency log (issue 47): hex, base64 and byte comparison without Buffer, so
 * the same code runs in Node and in the browser.
 */

const HEX = '0123456789abcdef';

/** Lowercase hex of the bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += (HEX[byte >> 4] as string) + (HEX[byte & 15] as string);
  return out;
}

/** The bytes of a hex string (either case); throws a TypeError on odd length or a non-hex digit. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new TypeError('Invalid hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((char, i) => [char, i]));

/** Standard base64 (RFC 4648 §4, with padding) of the bytes. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63];
    out += B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

/**
 * The bytes of standard, padded base64 (RFC 4648 §4). Strict: throws a TypeError on a wrong length, a
 * character outside the alphabet, misplaced padding or non-zero padding bits, so every byte string has
 * exactly one accepted text form.
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 !== 0) throw new TypeError('Invalid base64 string');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const char = text[i + j] as string;
      const isPad = char === '=' && i + 4 === text.length && j >= 4 - padding;
      const value = isPad ? 0 : B64_INDEX.get(char);
      if (value === undefined) throw new TypeError('Invalid base64 string');
      n = (n << 6) | value;
    }
    const bytes = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    const keep = i + 4 === text.length ? 3 - padding : 3;
    if (bytes.slice(keep).some((byte) => byte !== 0)) throw new TypeError('Invalid base64 string');
    for (let j = 0; j < keep; j++) out[o++] = bytes[j] as number;
  }
  return out;
}

/** The UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/** Whether two byte strings are equal (not constant-time: everything compared here is public). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
