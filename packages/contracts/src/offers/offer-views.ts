import { z } from 'zod';
import { offerAttachmentSchema, offerSetSchema, offerVariantSchema, statusObjectSchema } from './offers.ts';

/** GET /api/offerset/announcement/{id}: the bidder's own offer set (or none) and whether one may be made. */
export const ownOfferSetViewSchema = z.object({
  offer_set: offerSetSchema.nullable(),
  accepting: z.boolean(),
  has_economic_subject: z.boolean(),
  announcement_status: statusObjectSchema,
  /**
   * The deadline and the server's time when it answered (issue 50): the form counts the time left by
   * the server's clock, whatever the device's clock says.
   */
  submission_deadline: z.string().nullable(),
  server_time: z.string(),
});
export type OwnOfferSetView = z.infer<typeof ownOfferSetViewSchema>;

/** GET /api/offerset/announcement/{id}/list: sealed entries before closing, the offers per part after. */
export const announcementOffersSchema = z.object({
  is_advertiser: z.boolean(),
  is_admin: z.boolean(),
  sealed: z.boolean(),
  hidden: z.array(z.object({ id: z.number(), ordinal: z.number(), is_new: z.boolean() })),
  parts: z.array(
    z.object({
      part_id: z.number(),
      title: z.string().nullable(),
      offers: z.array(
        z.object({
          offer_set_id: z.number(),
          offer_id: z.number(),
          bidder_name: z.string(),
          city: z.string().nullable(),
          country: z.string().nullable(),
          variants: z.array(offerVariantSchema),
          is_new: z.boolean(),
          is_mine: z.boolean(),
          is_refused: z.boolean(),
          attachments: z.array(offerAttachmentSchema),
        }),
      ),
    }),
  ),
});
export type AnnouncementOffers = z.infer<typeof announcementOffersSchema>;

/** GET /api/offerset/my: the bidder's offer sets with their announcements ('Moje oferty'). */
export const myOffersSchema = z.object({
  offer_sets: z.array(
    z.object({
      id: z.number(),
      status: statusObjectSchema,
      announcement: z.object({
        id: z.number(),
        number: z.string().nullable(),
        status: statusObjectSchema,
        hidden: z.boolean(),
        publication_date: z.string().nullable(),
        version: z
          .object({
            title: z.string(),
            submission_deadline: z.string().nullable(),
            parts: z.array(z.object({ id: z.number(), title: z.string().nullable() })),
          })
          .nullable(),
      }),
      offers: offerSetSchema.shape.offers,
      /** Once the announcement is resolved: the parts this offer won and those where it was refused. */
      result: z.object({ chosen_parts: z.array(z.number()), refused_parts: z.array(z.number()) }).nullable(),
      badge_count: z.number(),
    }),
  ),
  meta: z.object({ total: z.number(), page: z.number(), last_page: z.number() }),
});
export type MyOffers = z.infer<typeof myOffersSchema>;
