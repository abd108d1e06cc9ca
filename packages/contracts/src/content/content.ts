import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';
import { richContentViewSchema, richField } from './rich-content.ts';

/** The site's content (spec 3 sections 2.5, 2.6, 3, 4, 5.5, 5.6, 7, 8, 9; spec 1 sections 2, 7). */

export { type HelpScreen, helpScreenKeys, helpScreens } from './screens.ts';
export { contentLimits, contentMessages, generalContentPlacements } from './texts.ts';

import { type HelpScreen, helpScreenKeys } from './screens.ts';
import { contentLimits, contentMessages } from './texts.ts';

const id = z.number().int().positive().max(MAX_ID);
const heading = (max: number) =>
  z.string(messages.required).trim().min(1, messages.required).max(max, messages.maxLength(max));

/** POST / PUT /api/admin/help (client: typ, rozdzialNadrzedny, ekran, naglowek, tresc, powiazane). */
export const helpInputSchema = z.object({
  type: z.enum(['general', 'screen'], contentMessages.helpTypeRequired),
  parent_id: id.nullish().transform((v) => v ?? null),
  screen: z
    .enum(helpScreenKeys as [HelpScreen, ...HelpScreen[]])
    .nullish()
    .transform((v) => v ?? null),
  header: heading(contentLimits.helpHeading),
  content: richField(contentLimits.helpContent),
  related_helps: z.array(id).max(50).default([]),
});
export type HelpInput = z.output<typeof helpInputSchema>;

/** POST / PUT /api/admin/regulations: the version for publication. */
export const termsInputSchema = z.object({
  content: richField(contentLimits.terms),
  publication_date: calendarDateSchema,
});

export const cookiesInputSchema = z.object({ content: richField(contentLimits.cookies) });

export const generalContentInputSchema = z.object({
  header: z
    .string()
    .trim()
    .max(contentLimits.generalHeading, messages.maxLength(contentLimits.generalHeading))
    .nullish()
    .transform((v) => v ?? ''),
  content: richField(contentLimits.generalContent, { required: false }),
});

/** POST / PUT /api/admin/statements (client: naglowek, tresc, czyZoltyPasek, czyAktywny, ...). */
export const statementInputSchema = z
  .object({
    header: heading(contentLimits.statementHeading),
    content: richField(contentLimits.statementContent),
    yellow_stripe: z.boolean().default(false),
    active: z.boolean().default(true),
    no_expiry: z.boolean().default(true),
    expiry_date: calendarDateSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    // Checked with the other fields; 'not before today' needs the server's clock (the service).
    if (!value.no_expiry && value.expiry_date === null)
      ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: contentMessages.expiryRequired });
  });
export type StatementInput = z.output<typeof statementInputSchema>;

const audit = {
  created_at: z.string().nullable(),
  modified_at: z.string().nullable(),
  created_by: z.object({ forename: z.string(), surname: z.string() }).nullable(),
  modified_by: z.object({ forename: z.string(), surname: z.string() }).nullable(),
};

export const helpLinkSchema = z.object({ id: z.number(), slug: z.string(), header: z.string() });

/** An entry of the help's table of contents. */
export const helpEntrySchema = helpLinkSchema.extend({
  parent_id: z.number().nullable(),
  type: z.enum(['general', 'screen']),
  screen: z.string().nullable(),
  root: z.boolean(),
  has_children: z.boolean(),
});

export const helpArticleSchema = helpEntrySchema.extend({
  content: richContentViewSchema,
  related_helps: z.array(helpLinkSchema),
  parent: helpLinkSchema.nullable(),
  publication_date: z.string().nullable(),
  ...audit,
});

export const termsSchema = z.object({
  content: richContentViewSchema,
  publication_date: z.string(),
  ...audit,
});

export const cookiesSchema = z.object({
  content: richContentViewSchema,
  publication_date: z.string(),
  ...audit,
});

export const generalContentSchema = z.object({
  id: z.number(),
  placement: z.string(),
  header: z.string(),
  content: richContentViewSchema,
  ...audit,
});

export const statementSchema = z.object({
  id: z.number(),
  slug: z.string(),
  header: z.string(),
  content: richContentViewSchema,
  yellow_stripe: z.boolean(),
  active: z.boolean(),
  no_expiry: z.boolean(),
  publication_date: z.string(),
  expiry_date: z.string().nullable(),
  ...audit,
});

/** A heading as an address part: Polish letters folded, anything else a hyphen ('Jak złożyć ofertę?' -> 'jak-zlozyc-oferte'). */
export function slugOf(text: string): string {
  const folded = text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '') || 'tresc';
}
