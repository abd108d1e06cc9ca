import { z } from 'zod';

/** Countries the lists leave out to give the spec's 246 (docs/decisions/0007). */
export const excludedCountryCodes: readonly string[] = ['AQ', 'BV', 'HM', 'XK'];
export const POLAND_ALPHA2 = 'PL';

const statusSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });
const namedSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const orderItemCategorySchema = namedSchema.extend({ subcategories: z.array(namedSchema) });
export type OrderItemCategory = z.infer<typeof orderItemCategorySchema>;

/** A country: its Polish name, and its English one for English pages (issue 51). */
export const countrySchema = z.object({ code: z.string(), name: z.string(), name_en: z.string() });
export const voivodeshipSchema = z.object({ code: z.string(), name: z.string() });

/** A project or enrolment of the signed-in advertiser, for the announcement form. */
export const formProjectSchema = z.object({
  id: z.number(),
  full_number: z.string(),
  name: z.string().nullable(),
});

export const formContactPersonSchema = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  phone_number: z.string().nullable(),
  email: z.string(),
});

/** An announcement owner's projects, enrolments and persons (the form of an administrator editing it). */
export const ownerChoicesSchema = z.object({
  projects: z.array(formProjectSchema),
  enrollment_numbers: z.array(formProjectSchema),
  contact_persons: z.array(formContactPersonSchema),
});

/** GET /api/dictionaries: the form dictionaries of spec 1 section 3. */
export const formDictionariesSchema = z.object({
  announcement_status_draft: statusSchema,
  announcement_status_published: statusSchema,
  announcement_statuses: z.array(statusSchema),
  address_id: z.number(),
  abroad_id: z.number(),
  order_fulfillment_place_types: z.array(statusSchema),
  order_item_categories: z.array(orderItemCategorySchema),
  participation_condition_types: z.array(namedSchema),
  projects: z.array(formProjectSchema),
  enrollment_numbers: z.array(formProjectSchema),
  contact_persons: z.array(formContactPersonSchema),
  teryt_data: z.object({ voivodeships: z.array(voivodeshipSchema) }),
  countries: z.array(countrySchema),
});
export type FormDictionaries = z.infer<typeof formDictionariesSchema>;

/** GET /api/dictionaries/search-filters (spec 1 section 7). */
export const searchFiltersSchema = z.object({
  order_item_categories: z.array(orderItemCategorySchema),
  operation_programme: z.array(z.object({ id: z.number(), code: z.string().nullable(), name: z.string() })),
  location_id: z.array(voivodeshipSchema),
});
