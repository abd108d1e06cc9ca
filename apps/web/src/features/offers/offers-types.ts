/**
 * The offer calls' data with client names: the contract's wire shapes (offerSetSchema and the views of
 * packages/contracts/src/offers/offer-views.ts) renamed by `Polish` the way `toPolish` renames the
 * answers (docs/name-mapping.md: 'offers', 'variants' and 'price' stay as they are). Nothing is
 * copied by hand.
 */
import type { offerAccessSchema } from '@bk/contracts/audit/audit';
import type {
  announcementOffersSchema,
  myOffersSchema,
  ownOfferSetViewSchema,
} from '@bk/contracts/offers/offer-views';
import type { offerSetSchema } from '@bk/contracts/offers/offers';
import type { z } from 'zod';
import type { Polish } from '../../lib/polish.ts';

export type OfferSet = Polish<z.output<typeof offerSetSchema>>;
/** The bidder's economic subject (spec 2 section 3 'Bidder data'). */
export type BidderData = NonNullable<OfferSet['danePodmiotu']>;
export type Offer = OfferSet['offers'][number];
export type Variant = Offer['variants'][number];
export type OfferAttachment = OfferSet['zalaczniki'][number];

/** GET /api/offerset/announcement/{id}. */
export type OwnOfferSetAnswer = Polish<z.output<typeof ownOfferSetViewSchema>>;

/** A part of the announcement as the offer screens need it (its id is the part's zamowienieNode). */
export type PartRef = { id: number; tytul: string | null; czyWariantowe?: boolean };

/** GET /api/offerset/announcement/{id}/list (the author or an administrator in scope). */
export type OfferListAnswer = Polish<z.output<typeof announcementOffersSchema>>;
export type ListedOffer = OfferListAnswer['zamowienia'][number]['offers'][number];

/** GET /api/offerset/my. */
export type MyOffersAnswer = Polish<z.output<typeof myOffersSchema>>;
export type MyOfferItem = MyOffersAnswer['offerSets'][number];

/** GET /api/announcements/{id}/offer-access (the author or an administrator in scope, after the deadline). */
export type OfferAccessAnswer = Polish<z.output<typeof offerAccessSchema>>;
export type OfferAccessEntry = OfferAccessAnswer['entries'][number];
