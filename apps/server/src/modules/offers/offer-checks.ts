import type { StoredContent } from '@bk/contracts/announcements/stored';
import { messages } from '@bk/contracts/common/messages';
import { offerMessages as M, type OfferSetInput } from '@bk/contracts/offers/offers';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { hiddenStatuses, type Status, versionContent } from '../announcements/index.ts';
import { attachableOf, type FileWithUploader } from '../files/index.ts';
import { OFFER_FILES, type StoredOffers } from './offer-sets.ts';
import { acceptsOffers, mayBid } from './offers.policy.ts';
import type { announcementForOffer } from './offers.repository.ts';

// The checks of an offer set against its announcement, shared by its writes (write-offer-set.service.ts,
// withdraw-offer-set.service.ts and external-offers.service.ts).

export type ForOffer = NonNullable<Awaited<ReturnType<typeof announcementForOffer>>>;

/**
 * The announcement, checked for taking an offer from this user now. `db` keys the cache of published
 * versions; `reader` reads a version it lacks (inside a transaction: the transaction itself).
 */
export async function openAnnouncement(
  db: Kysely<DB>,
  reader: Kysely<DB> | Transaction<DB>,
  announcement: ForOffer | undefined,
  userId: number,
  now: Date,
) {
  if (
    !announcement ||
    hiddenStatuses.includes(announcement.status as Status) ||
    !announcement.published_version_id
  ) {
    throw notFound(M.notFound);
  }
  if (!mayBid(announcement, userId)) throw forbidden(M.ownAnnouncement);
  if (!acceptsOffers(announcement, now)) throw conflict(M.notAccepting);
  // Published versions never change: read through the cache of published versions.
  const content = (await versionContent(db, announcement.published_version_id, reader)) as
    | StoredContent
    | undefined;
  if (!content) throw notFound(M.notFound);
  return {
    announcement: { ...announcement, published_version_id: announcement.published_version_id },
    content,
  };
}

/** Checks the offers against the announcement's parts; with `complete`, everything a submission needs. */
export function problemsOf(input: OfferSetInput, content: StoredContent, complete: boolean) {
  const problems: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    problems[path] = [...(problems[path] ?? []), message];
  };
  const parts = new Map(content.parts.map((p) => [p.id, p]));
  const seen = new Set<number>();
  input.offers.forEach((offer, i) => {
    const part = parts.get(offer.part_id);
    if (!part || seen.has(offer.part_id)) add(`offers.${i}.part_id`, M.unknownPart);
    seen.add(offer.part_id);
    if (part && !part.variants_allowed && offer.variants.length > 1)
      add(`offers.${i}.variants`, M.variantsNotAllowed);
    if (complete && offer.variants.length === 0) add(`offers.${i}.variants`, M.variantRequired);
  });
  if (complete) {
    if (input.offers.length === 0) add('offers', M.noPart);
    else if (!content.partial_offers_allowed && content.parts.some((p) => !seen.has(p.id)))
      add('offers', M.partMissing);
    input.attachments.forEach((a, i) => {
      if (!a.name) add(`attachments.${i}.name`, messages.required);
    });
  }
  return problems;
}

/**
 * Gives new offers, variants and attachments their ids, keeping those the offer set already had.
 * Ids come from the row's counter as it was read; the caller writes the returned `nextElementId` with
 * the content, and only over that same row version (or as a new row), so no id is given twice.
 */
export function storedContent(row: { content: unknown; next_element_id: number }, input: OfferSetInput) {
  const previous = row.content as Partial<StoredOffers>;
  const known = new Set<number>([
    ...(previous.offers ?? []).flatMap((o) => [o.id, ...o.variants.map((v) => v.id)]),
    ...(previous.attachments ?? []).map((a) => a.id),
  ]);
  let next = row.next_element_id;
  const idOf = (id: number | null) => (id !== null && known.has(id) ? id : next++);
  const content = {
    offers: input.offers.map((o) => ({
      id: idOf(o.id),
      part_id: o.part_id,
      variants: o.variants.map((v) => ({ id: idOf(v.id), price: v.price, description: v.description })),
      is_refused: false,
    })),
    attachments: input.attachments.map((a) => ({ id: idOf(a.id), name: a.name, file_id: a.file_id })),
  } satisfies StoredOffers;
  return { content, nextElementId: next };
}

/** The files of the attachments: already on this offer set, or the bidder's own new uploads. */
export function attachable(
  files: readonly FileWithUploader[],
  offerSetId: number | null,
  userId: number,
  stored: StoredOffers,
) {
  try {
    return attachableOf(files, {
      fileIds: stored.attachments.map((a) => a.file_id),
      ownerKind: OFFER_FILES,
      ownerId: offerSetId,
      userId,
    });
  } catch (error) {
    if (error instanceof AppError) throw unprocessable({ attachments: [error.message] });
    throw error;
  }
}
