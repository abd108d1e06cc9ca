import type { UploadedFile } from '@bk/contracts/files/upload';
import { offerStatuses } from '@bk/contracts/offers/offers';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';
import { ownerFiles } from '../files/index.ts';
import { openOfferRow } from '../keys/index.ts';
import { bidderName, type findOwnOfferSet } from './offers.repository.ts';

// What every use case of a bidder's offer set shares: its stored form, how a call answers with it and
// how its events are recorded. The use cases: write-offer-set.service.ts (save, submit),
// withdraw-offer-set.service.ts (withdraw, delete), external-offers.service.ts (offers entered for a
// bidder); the checks of an offer against its announcement are in offer-checks.ts.

export type OfferDeps = { db: Kysely<DB>; clock: Clock };
export const OFFER_FILES = 'offer';

export type StoredOffers = {
  offers: {
    id: number;
    part_id: number;
    variants: { id: number; price: string; description: string | null }[];
    is_refused: boolean;
  }[];
  attachments: { id: number; name: string | null; file_id: number }[];
};

export type OfferSetRow = NonNullable<Awaited<ReturnType<typeof findOwnOfferSet>>>;

export function statusOf(name: string) {
  const status = offerStatuses.find((s) => s.name === name);
  return status ? { ...status } : { id: 0, name, label: name };
}

/** An offer set as the calls return it; the audit and the receipt only for its creator. */
export async function presentOfferSet(
  db: Kysely<DB> | Transaction<DB>,
  row: OfferSetRow,
  forCreator: boolean,
  known?: { files: UploadedFile[]; bidder: { id: number; forename: string; surname: string } },
) {
  row = await openOfferRow(db, row);
  const content = row.content as StoredOffers;
  const files = new Map(
    (known?.files ?? (await ownerFiles(db as Kysely<DB>, OFFER_FILES, row.id))).map((f) => [f.id, f]),
  );
  const bidder = known
    ? { id: known.bidder.id, forename: known.bidder.forename, surname: known.bidder.surname }
    : await bidderName(db, row.bidder_id);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    status: statusOf(row.status),
    announcement: row.announcement_id,
    economic_subject: (row.economic_subject as never) ?? null,
    offers: content.offers,
    attachments: content.attachments.map((a) => ({ ...a, file: files.get(a.file_id) ?? null })),
    created_by: bidder,
    created_at: forCreator ? row.created_at.toISOString() : null,
    modified_at: forCreator ? iso(row.modified_at) : null,
    submitted_at: forCreator ? iso(row.submitted_at) : null,
    receipt_sha256: forCreator ? row.receipt_sha256 : null,
  };
}

/**
 * Records an event of an offer set (its object), with the announcement and the status: never a price,
 * a text or a file name of the offer (decision 0030).
 */
export function offerEvent(
  trx: Transaction<DB>,
  type: EventType,
  row: { id: number; announcement_id: number; status: string; is_external?: boolean },
  userId: number,
  at: Date,
  extra: Record<string, unknown> = {},
) {
  return recordEvent(trx, {
    type,
    object: { kind: 'offer_set', id: row.id },
    actor: userActor(userId),
    at,
    payload: { announcement_id: row.announcement_id, status: row.status, ...extra },
  });
}
