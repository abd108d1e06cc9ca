import { z } from 'zod';
import { announcementSummarySchema } from '../announcements/list.ts';
import { MAX_ID, queryInt } from '../common/input.ts';
import {
  FAVORITES_PAGE_SIZE,
  newsletterLimits as L,
  newsletterMessages as M,
  MASTER_NOTIFICATION,
  NEWSLETTER_PAGE_SIZE,
  newsletterStatuses,
  notificationTypes,
} from './newsletter-texts.ts';

export * from './newsletter-texts.ts';

/** A dictionary id in a body: a positive 32-bit integer (the database's). */
const bodyId = z.number().int().positive().max(MAX_ID);

/** A fulfilment place of a filter: a voivodeship's TERYT code (2 digits) or a locality's SIMC id (7 digits). */
export const placeCodeSchema = z.string().regex(/^(\d{2}|\d{7})$/, M.unknownPlace);

/** The criteria of a newsletter filter (spec 2 section 3, wire names); at least one is required. */
export const filterCriteriaSchema = z
  .object({
    advertiser_identification_number: z
      .string()
      .trim()
      .max(L.identificationNumber)
      .regex(/^[\p{L}\d]*$/u, M.identificationNumberChars)
      .nullish()
      .transform((v) => (v ? v : null)),
    programme_ids: z.array(bodyId).max(L.programmes, M.tooManyProgrammes).default([]),
    category_id: bodyId.nullish().transform((v) => v ?? null),
    subcategory_id: bodyId.nullish().transform((v) => v ?? null),
    cpv_item_ids: z.array(bodyId).max(L.cpv, M.tooManyCpv).default([]),
    fulfillment_place_codes: z.array(placeCodeSchema).max(L.places, M.tooManyPlaces).default([]),
  })
  .superRefine((c, ctx) => {
    const any =
      c.advertiser_identification_number ||
      c.programme_ids.length > 0 ||
      c.category_id !== null ||
      c.subcategory_id !== null ||
      c.cpv_item_ids.length > 0 ||
      c.fulfillment_place_codes.length > 0;
    if (!any) ctx.addIssue({ code: 'custom', path: ['modal_settings'], message: M.oneCriterion });
    if (c.subcategory_id !== null && c.category_id === null)
      ctx.addIssue({ code: 'custom', path: ['subcategory_id'], message: M.subcategoryNeedsCategory });
  });
export type FilterCriteria = z.output<typeof filterCriteriaSchema>;

/** POST /api/newsletter-filters and PUT /api/newsletter-filters/{id}. */
export const filterInputSchema = z.object({
  enabled: z.boolean().default(true),
  modal_settings: filterCriteriaSchema,
});
export type FilterInput = z.input<typeof filterInputSchema>;

/** A saved filter as the list shows it: the criteria with the names of what they point at. */
export const newsletterFilterSchema = z.object({
  id: z.number(),
  enabled: z.boolean(),
  modal_settings: z.object({
    advertiser_identification_number: z.string().nullable(),
    programme_ids: z.array(z.number()),
    category_id: z.number().nullable(),
    subcategory_id: z.number().nullable(),
    cpv_item_ids: z.array(z.number()),
    fulfillment_place_codes: z.array(z.string()),
  }),
  /** What the ids name, for the dialog's chips: programmes, category, CPV codes, places. */
  labels: z.object({
    programmes: z.array(z.object({ id: z.number(), name: z.string() })),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
    cpv_items: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    places: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  /** How many criteria values are chosen (the badge of 'Edytuj'). */
  criteria_count: z.number(),
});
export type NewsletterFilter = z.infer<typeof newsletterFilterSchema>;

export const filterListSchema = z.object({ newsletter_filters: z.array(newsletterFilterSchema) });
export const filterAnswerSchema = z.object({ newsletter_filter: newsletterFilterSchema });
export const enabledInputSchema = z.object({ enabled: z.boolean() });

/** GET /api/announcements?mode=newsletter (spec 2 section 7). */
export const newsletterQuerySchema = z.object({
  mode: z.literal('newsletter'),
  page: queryInt(z.number().min(1).max(10_000)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(NEWSLETTER_PAGE_SIZE))
    .catch(NEWSLETTER_PAGE_SIZE)
    .default(NEWSLETTER_PAGE_SIZE),
  day: queryInt(z.number().min(1).max(2)).catch(1).default(1),
  newsletter_status: z.enum(newsletterStatuses).catch('new').default('new'),
});

/** A newsletter result (spec 2 section 3). */
export const newsletterItemSchema = z.object({
  advertisement: z.object({ id: z.number(), number: z.string().nullable() }),
  title: z.string(),
  description: z.string(),
  is_mine: z.boolean(),
  favorite: z.boolean(),
  publication_date: z.string().nullable(),
  submission_deadline: z.string().nullable(),
  advertiser_address_details: z.object({ name: z.string().nullable() }),
  fulfillment_place: z.string().nullable(),
});
export type NewsletterItem = z.infer<typeof newsletterItemSchema>;

export const newsletterResultSchema = z.object({
  advertisements: z.array(newsletterItemSchema),
  meta: z.object({
    total: z.number(),
    page: z.number(),
    last_page: z.number(),
    /** The day's counts of both tabs. */
    counts: z.object({ new: z.number(), updated: z.number() }),
    /** The Warsaw calendar day shown (yyyy-MM-dd). */
    date: z.string(),
  }),
});

/** GET /api/notifications. */
export const notificationSettingsSchema = z.object({
  notifications: z.object({ enabled: z.boolean() }),
  groups: z.array(
    z.object({
      type: z.string(),
      items: z.array(z.object({ type: z.string(), enabled: z.boolean() })),
    }),
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationTypeParams = z.object({
  type: z.enum([MASTER_NOTIFICATION, ...notificationTypes] as [string, ...string[]]),
});

/** GET /api/announcements?mode=favorites: the user's favourites (spec 2 section 2.10). */
export const favoriteSorts = [
  'favoriteAdded_desc',
  'publicationDate_desc',
  'submissionDeadline_desc',
  'submissionDeadline_asc',
  'title_asc',
  'title_desc',
] as const;
export type FavoriteSort = (typeof favoriteSorts)[number];
export const favoriteSortLabels: Record<FavoriteSort, string> = {
  favoriteAdded_desc: 'Data dodania do ulubionych: od najnowszych',
  publicationDate_desc: 'Data publikacji: od najnowszych',
  submissionDeadline_desc: 'Termin składania ofert: od najpóźniejszego',
  submissionDeadline_asc: 'Termin składania ofert: od najwcześniejszego',
  title_asc: 'Tytuł: A-Z',
  title_desc: 'Tytuł: Z-A',
};
export const favoritesQuerySchema = z.object({
  mode: z.literal('favorites'),
  page: queryInt(z.number().min(1).max(10_000)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(FAVORITES_PAGE_SIZE))
    .catch(FAVORITES_PAGE_SIZE)
    .default(FAVORITES_PAGE_SIZE),
  sort: z.enum(favoriteSorts).catch('favoriteAdded_desc').default('favoriteAdded_desc'),
  title: z.string().trim().max(200).optional(),
  number: z.string().trim().max(50).optional(),
  status: z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : String(v).split(',')),
      z.array(z.string().max(20)),
    )
    .optional(),
});

export const favoriteItemSchema = announcementSummarySchema.extend({
  advertiser_name: z.string().nullable(),
  /** The announcement changed since the user last looked ('N'). */
  badge: z.boolean(),
  /** Hidden by an administrator or otherwise not public any more: shown without its details. */
  hidden: z.boolean(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export const favoritesResultSchema = z.object({
  advertisements: z.array(favoriteItemSchema),
  meta: z.object({ total: z.number(), page: z.number(), last_page: z.number() }),
});

/** POST /api/notifications/opt-out/{token}. */
export const optOutParams = z.object({ token: z.string().min(1).max(200) });
