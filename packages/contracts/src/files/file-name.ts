import { BLOCKED_FILE_EXTENSIONS, FILE_NAME_MAX } from './limits.ts';

/**
 * Characters that never belong in a file name: C0 and C1 control characters, and the bidirectional
 * overrides and isolates that can make 'raport\u202Eexe.pdf' look like a PDF.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The name used when nothing usable is left of the given one. */
export const FALLBACK_FILE_NAME = 'plik';

/**
 * The extension of a file name, lower case, without the dot ('' when there is none).
 * A leading dot does not start an extension ('.bashrc' has none).
 */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Cuts a string to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Truncates a file name to `max` characters, keeping its extension (spec 3 section 5.9):
 * the part before the extension is shortened. An extension as long as the limit is not kept.
 */
export function truncateFileName(name: string, max: number = FILE_NAME_MAX): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (extension === '' || extension.length >= max) return cut(name, max);
  return cut(name.slice(0, dot), max - extension.length) + extension;
}

/**
 * The name a file is shown and downloaded under: the last segment of what the browser sent (no
 * directory part, with either slash), without control and bidi characters, without the trailing dots
 * and spaces that Windows ignores ('x.exe.' is 'x.exe'), truncated to 100 characters keeping the
 * extension. It is only ever data: storage paths never derive from it.
 */
export function cleanFileName(given: string, max: number = FILE_NAME_MAX): string {
  const lastSegment = given.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[.\s]+$/u, '')
    .trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return FALLBACK_FILE_NAME;
  return truncateFileName(cleaned, max);
}

/** Whether a file of this name is refused (extension exe, in any letter case; spec 3 section 5.9). */
export function hasBlockedExtension(name: string): boolean {
  return BLOCKED_FILE_EXTENSIONS.includes(fileExtension(cleanFileName(name)));
}
