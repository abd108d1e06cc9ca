import type {
  cookiesSchema,
  generalContentSchema,
  helpArticleSchema,
  helpEntrySchema,
  statementSchema,
  termsSchema,
} from '@bk/contracts/content/content';
import type { RichEntity, richBlockSchema } from '@bk/contracts/content/rich-content';
import type { z } from 'zod';
import type { Polish } from './polish.ts';

/**
 * The site's content with client names, once for the public pages (features/content) and the content
 * administration (features/content-admin): the contracts' answers renamed by `Polish`.
 */

/**
 * Rich content with client names (`typ`, `inlineStyleRanges`, `entityRanges`, `entityMap`), as the
 * renderer draws it and the editor keeps it. Derived part by part: `Polish` of the whole schema would
 * rename the entity map's string index to the mapping table's names (a `Record<string, ...>` is not a
 * field list).
 */
export type RichBlockValue = Polish<z.output<typeof richBlockSchema>>;
export type RichEntityValue = Polish<RichEntity>;
export type RichValue = { blocks: RichBlockValue[]; entityMap: Record<string, RichEntityValue> };

/** A content answer or body with client names, its rich text typed as `RichValue`. */
export type WithRich<T> = Omit<Polish<T>, 'tresc'> & { tresc: RichValue };

export type HelpEntry = Polish<z.output<typeof helpEntrySchema>>;
export type HelpArticle = WithRich<z.output<typeof helpArticleSchema>>;
export type Terms = WithRich<z.output<typeof termsSchema>>;
export type Cookies = WithRich<z.output<typeof cookiesSchema>>;
export type GeneralContent = WithRich<z.output<typeof generalContentSchema>>;
export type Statement = WithRich<z.output<typeof statementSchema>>;

/** '12-jak-zlozyc-oferte' -> 12 (null when the address does not start with a number). */
export function idOfSlugPath(value: string | undefined): number | null {
  const m = /^(\d{1,12})(?:-|$)/.exec(value ?? '');
  return m ? Number(m[1]) : null;
}
