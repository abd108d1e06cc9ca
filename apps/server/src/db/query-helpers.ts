/** Query helpers shared by the repositories of several modules. */

/** Escapes LIKE's wildcards (and its escape character) so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
