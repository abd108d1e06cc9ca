import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { queryInt } from '../common/input.ts';
import { countOf, nouns } from '../common/plural.ts';

/** The announcement search (spec 1 sections 2 'Search', 3, 5, 7, 8, 9). */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_TEXT_MAX = 250;
export const searchStatuses = ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'] as const;
export const searchSorts = ['default', 'publicationDate', 'submissionDeadline'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchSortLabels: Record<SearchSort, string> = {
  default: 'Domyślnie',
  publicationDate: 'Po dacie publikacji ogłoszeń',
  submissionDeadline: 'Po terminie składania ofert',
};

export const searchLimits = { text: 250, title: 1000, advertiserName: 250, advertiserId: 255 } as const;

export const searchMessages = {
  noStatus: 'Wybierz przynajmniej jeden status ogłoszenia.',
  noDate: 'Wybierz przynajmniej jedną z dat.',
  rangeOrder: 'Data „do” nie może być wcześniejsza niż data „od”.',
  empty: 'Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.',
  failed: 'Nie udało się wyszukać ogłoszeń.',
} as const;

/** 'Znaleziono [około ]N ogłoszeń' ('około' from 20, spec 1 section 9), with the Polish plural. */
export function foundText(total: number, approximate = false): string {
  const about = total >= SEARCH_PAGE_SIZE || approximate ? 'około ' : '';
  return `Znaleziono ${about}${countOf(total, nouns.announcements)}`;
}

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
  excerpt: z.array(segmentSchema),
  is_mine: z.boolean(),
  favorite: z.boolean(),
  publication_date: z.string().nullable(),
  submission_deadline: z.string().nullable(),
  advertiser_name: z.string().nullable(),
  place: z.string().nullable(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResultSchema = z.object({
  advertisements: z.array(searchResultItemSchema),
  meta: z.object({ total: z.number(), approximate: z.boolean(), page: z.number(), last_page: z.number() }),
});
