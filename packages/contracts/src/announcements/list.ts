import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { queryInt } from '../common/input.ts';
import { announcementStatuses } from '../dictionaries/statuses.ts';
import { announcementLimits as L } from './limits.ts';

export const statusNames = announcementStatuses.map((s) => s.name) as [string, ...string[]];

export const advertiserSorts = [
  'submissionDeadline_desc',
  'submissionDeadline_asc',
  'number_desc',
  'number_asc',
  'title_asc',
  'title_desc',
  'status_asc',
  'status_desc',
] as const;
export type AdvertiserSort = (typeof advertiserSorts)[number];
export const ADVERTISER_PAGE_SIZE = 20;

/** Sort labels of the advertiser's list (spec 1 section 9: offer deadline, number, title, status). */
export const advertiserSortLabels: Record<AdvertiserSort, string> = {
  submissionDeadline_desc: 'Termin składania ofert: od najpóźniejszego',
  submissionDeadline_asc: 'Termin składania ofert: od najwcześniejszego',
  number_desc: 'Numer: malejąco',
  number_asc: 'Numer: rosnąco',
  title_asc: 'Tytuł: A-Z',
  title_desc: 'Tytuł: Z-A',
  status_asc: 'Status: A-Z',
  status_desc: 'Status: Z-A',
};

/** A query string value that may come as one value or a list (status=DRAFT or status[0]=DRAFT). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item)).optional();
const dateText = calendarDateSchema;
const range = z
  .object({ from: dateText.optional(), to: dateText.optional() })
  .optional()
  .refine((r) => !r?.from || !r?.to || r.from <= r.to, 'Data „do” nie może być wcześniejsza niż data „od”.');

/** GET /api/announcements?mode=advertiser: the signed-in advertiser's own announcements. */
export const advertiserListQuerySchema = z.object({
  mode: z.literal('advertiser'),
  page: queryInt(z.number().min(1)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(100)).default(ADVERTISER_PAGE_SIZE),
  sort: z.enum(advertiserSorts).catch('submissionDeadline_desc').default('submissionDeadline_desc'),
  title: z.string().trim().max(L.listTitleFilter).optional(),
  number: z.string().trim().max(L.listNumberFilter).optional(),
  advertiser_identification_number: z
    .string()
    .trim()
    .max(L.listAdvertiserIdFilter)
    .regex(/^[\p{L}\d]*$/u, 'Wpisz tylko litery i cyfry.')
    .optional(),
  status: list(z.enum(statusNames)),
  publication_date: range,
  submission_deadline: range,
});
export type AdvertiserListQuery = z.output<typeof advertiserListQuerySchema>;

const statusSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });

/** An announcement in short, as the lists of other pages show it (favourites, a project's announcements). */
export const announcementSummarySchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  title: z.string(),
  status: statusSchema,
  publication_date: z.string().nullable(),
  submission_deadline: z.string().nullable(),
});

export const advertiserListItemSchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  title: z.string(),
  status: statusSchema,
  publication_date: z.string().nullable(),
  /** The publication date is a future one chosen in the publish dialog ('odroczonej'). */
  scheduled: z.boolean(),
  submission_deadline: z.string().nullable(),
  partial_offers_allowed: z.boolean(),
  parts_count: z.number(),
  badge_count: z.number(),
  has_draft_copy: z.boolean(),
  copied: z.boolean(),
});
export type AdvertiserListItem = z.infer<typeof advertiserListItemSchema>;

export const advertiserListSchema = z.object({
  advertisements: z.array(advertiserListItemSchema),
  meta: z.object({ total: z.number(), page: z.number(), last_page: z.number() }),
  dictionaries: z.object({ announcement_statuses: z.array(statusSchema) }),
});

/** The announcement as the form and the pages read it (GET /api/announcements/{id}/compact). */
export const announcementMetaSchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  status: statusSchema,
  is_author: z.boolean(),
  is_admin: z.boolean(),
  has_draft_copy: z.boolean(),
  scheduled: z.boolean(),
  publication_date: z.string().nullable(),
  submission_deadline: z.string().nullable(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  published_version_id: z.number().nullable(),
  draft_version_id: z.number().nullable(),
  copied_from_id: z.number().nullable(),
});
export type AnnouncementMeta = z.infer<typeof announcementMetaSchema>;
