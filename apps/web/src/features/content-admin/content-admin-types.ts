import type {
  cookiesSchema,
  generalContentSchema,
  helpArticleSchema,
  helpEntrySchema,
  statementSchema,
  termsSchema,
} from '@bk/contracts/content/content';
import type { z } from 'zod';
import type { RichValue } from '../../components/rich-text/RichTextEditor.tsx';
import type { Polish } from '../../lib/polish.ts';

/**
 * The content administration's data with client names (the contracts' answers renamed by `Polish`),
 * each rich text typed as the editor and the renderer take it (`RichValue`).
 */
export type WithRich<T> = Omit<Polish<T>, 'tresc'> & { tresc: RichValue };

export type HelpEntry = Polish<z.output<typeof helpEntrySchema>>;
export type HelpArticle = WithRich<z.output<typeof helpArticleSchema>>;
export type Terms = WithRich<z.output<typeof termsSchema>>;
export type Cookies = WithRich<z.output<typeof cookiesSchema>>;
export type GeneralContent = WithRich<z.output<typeof generalContentSchema>>;
export type Statement = WithRich<z.output<typeof statementSchema>>;

/** The root of the content administration's query keys. */
export const CONTENT_ADMIN_KEY = 'content-admin';

/** '12-jak-zlozyc-oferte' -> 12 (null when the address does not start with a number). */
export function idOfSlugPath(value: string | undefined): number | null {
  const m = /^(\d{1,12})(?:-|$)/.exec(value ?? '');
  return m ? Number(m[1]) : null;
}
