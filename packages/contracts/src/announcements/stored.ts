import { z } from 'zod';

/**
 * An announcement version as the server keeps and returns it (wire names): the form content with
 * server ids on every element and the names of what the ids point at, so a version reads the same
 * forever, whatever later happens to the profile, the projects or the dictionaries.
 */
export const storedPlaceSchema = z.object({
  type: z.enum(['address', 'abroad']),
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  voivodeship: z.string().nullable(),
  poviat: z.string().nullable(),
  commune: z.string().nullable(),
  locality_id: z.string().nullable(),
  locality: z.string().nullable(),
});

export const storedItemSchema = z.object({
  id: z.number(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  subcategory_id: z.number().nullable(),
  subcategory_name: z.string().nullable(),
  warranty: z.string().nullable(),
  description: z.string().nullable(),
  cpv_codes: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  places: z.array(storedPlaceSchema),
  stages: z.array(
    z.object({
      id: z.number(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      description: z.string().nullable(),
      partial_payment: z.boolean(),
    }),
  ),
  conditions: z.array(
    z.object({
      id: z.number(),
      type_id: z.number().nullable(),
      type_name: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
});
export type StoredItem = z.infer<typeof storedItemSchema>;

export const storedPartSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  variants_allowed: z.boolean(),
  estimated_value: z.string().nullable(),
  order_items: z.array(storedItemSchema),
  criteria: z.array(z.object({ id: z.number(), is_price: z.boolean(), description: z.string().nullable() })),
});
export type StoredPart = z.infer<typeof storedPartSchema>;

export const storedFileSchema = z.object({
  id: z.number(),
  uri: z.string(),
  name: z.string(),
  created_at: z.string(),
  created_by: z.object({ forename: z.string(), surname: z.string() }),
});

export const storedAttachmentSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  file_id: z.number().nullable(),
  /** The version the attachment was added in (null: the current draft). */
  origin_version_id: z.number().nullable(),
  file: storedFileSchema.nullable(),
});

export const advertiserSchema = z.object({
  name: z.string(),
  address_kind: z.string(),
  identification_type: z.string(),
  identification_number: z.string(),
  address: z.object({
    country: z.string(),
    country_name: z.string().nullable(),
    voivodeship: z.string().nullable(),
    poviat: z.string().nullable(),
    commune: z.string().nullable(),
    locality: z.string(),
    postcode: z.string(),
    street: z.string().nullable(),
    house_number: z.string(),
  }),
});
export type Advertiser = z.infer<typeof advertiserSchema>;

export const storedContentSchema = z.object({
  title: z.string().nullable(),
  /** The advertiser's English title and summary (issue 51; absent from versions saved before it). */
  title_en: z.string().nullable().optional(),
  summary_en: z.string().nullable().optional(),
  has_project: z.boolean(),
  project_ids: z.array(z.number()),
  projects: z.array(z.object({ id: z.number(), full_number: z.string(), name: z.string().nullable() })),
  enrollment_id: z.number().nullable(),
  enrollment: z.object({ id: z.number(), full_number: z.string() }).nullable(),
  contact_person_ids: z.array(z.number()),
  contact_persons: z.array(
    z.object({
      id: z.number(),
      forename: z.string(),
      surname: z.string(),
      phone_number: z.string().nullable(),
      email: z.string(),
    }),
  ),
  supplementary_orders: z.string().nullable(),
  contract_change_conditions: z.string().nullable(),
  partial_offers_allowed: z.boolean(),
  planned_contract_signing: z.string().nullable(),
  parts: z.array(storedPartSchema),
  attachments: z.array(storedAttachmentSchema),
  /** The advertiser's data as published (null in drafts: the reader shows the current profile). */
  advertiser: advertiserSchema.nullable(),
});
export type StoredContent = z.infer<typeof storedContentSchema>;
