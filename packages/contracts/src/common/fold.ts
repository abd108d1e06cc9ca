/**
 * Folds text for searching: lower case, Polish (and other) diacritics removed, whitespace collapsed.
 * 'Żółw Łódź' -> 'zolw lodz'. Stored columns and queries are folded the same way.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
