import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { queryInt } from '../common/input.ts';
import {
  SEARCH_PAGE_SIZE,
  searchLimits,
  searchMessages,
  searchSorts,
  searchStatuses,
} from './search-texts.ts';

export {
  foundText,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  type SearchSort,
  searchLimits,
  searchMessages,
  searchSortLabels,
  searchSorts,
  searchStatuses,
} from './search-texts.ts';

const list = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (v === undefined || Array.isArray(v) ? v : String(v).split(',')), z.array(item))
    .optional();
const dateText = calendarDateSchema;
const range = z
  .object({ from: dateText.optional(), to: dateText.optional() })
  .optional()
  .superRefine((r, ctx) => {
    if (r?.from && r.to && r.to < r.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: searchMessages.rangeOrder });
  });

/** GET /api/search/announcements (wire names; the page keeps them in the address). */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(searchLimits.text).optional(),
  page: queryInt(z.number().min(1)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(50)).default(SEARCH_PAGE_SIZE),
  sort: z.enum(searchSorts).catch('default').default('default'),
  status: list(z.enum(searchStatuses)).refine(
    (v) => v === undefined || v.length > 0,
    searchMessages.noStatus,
  ),
  publicationDateRange: range,
  submissionDeadlineRange: range,
  cpvItem: list(z.string().regex(/^\d{8}(-\d)?$/)),
  programme: list(z.string().max(10)),
  fulfillmentPlaces: list(z.string().regex(/^\d{2}$/)),
  category: z.string().max(100).optional(),
  subcategory: z.string().max(300).optional(),
  title: z.string().trim().max(searchLimits.title).optional(),
  advertiserName: z.string().trim().max(searchLimits.advertiserName).optional(),
  advertiserIdentificationNumber: z
    .string()
    .trim()
    .max(searchLimits.advertiserId)
    .transform((v) => v.replace(/[^\p{L}\d]/gu, ''))
    .optional(),
  full_number: z.string().trim().max(50).optional(),
  /** 'Szukaj także w załącznikach' (issue 49): on unless `attachments=0`. */
  attachments: z
    .enum(['0', '1'])
    .catch('1')
    .default('1')
    .transform((v) => v === '1'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A piece of text; `match` pieces are what the query found (shown as <mark>, never as HTML). */
export const segmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type Segment = z.infer<typeof segmentSchema>;

export const searchResultItemSchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  status: z.object({ id: z.number(), name: z.string(), label: z.string() }),
  title: z.array(segmentSchema),
  /** The advertiser's English title (issue 51), highlighted as the title; null when not given. */
  title_en: z.array(segmentSchema).nullable(),
  excerpt: z.array(segmentSchema),
  is_mine: z.boolean(),
  favorite: z.boolean(),
  publication_date: z.string().nullable(),
  submission_deadline: z.string().nullable(),
  advertiser_name: z.string().nullable(),
  place: z.string().nullable(),
  /** The attachment the words were found in, when the form alone does not hold them all (issue 49). */
  found_in: z
    .object({ file_id: z.number(), name: z.string(), uri: z.string(), excerpt: z.array(segmentSchema) })
    .nullable(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResultSchema = z.object({
  advertisements: z.array(searchResultItemSchema),
  meta: z.object({
    total: z
      .number()
      .describe('Matches: exact, or worked out from a sample when approximate (within a few per cent)'),
    approximate: z.boolean().describe("True when total is worked out, not counted (shown with 'około')"),
    page: z.number(),
    last_page: z.number().describe('The last page that surely holds matches (never past the last match)'),
  }),
});
