import type { StoredContent } from '@bk/contracts/announcements/stored';
import { messages } from '@bk/contracts/common/messages';
import type { UploadedFile } from '@bk/contracts/files/upload';
import { offerMessages as M, type OfferSetInput, offerStatuses } from '@bk/contracts/offers/offers';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { hiddenStatuses, type Status, subjectSnapshot, versionContent } from '../announcements/index.ts';
import { type EventType, eventInStatement, recordEvent, userActor } from '../events/index.ts';
import { attachableOf, type FileWithUploader, ownerFiles, presentWithDigest } from '../files/index.ts';
import { openOfferRow, sealJson } from '../keys/index.ts';
import { offerWriteContext, writeOfferSetIfUnchanged } from './offer-write.repository.ts';
import { acceptsOffers, mayBid, offerActionAllowed } from './offers.policy.ts';
import {
  announcementForOffer,
  bidderName,
  type bidderWithSubject,
  deleteOfferSet,
  findOwnOfferSet,
  updateOfferSet,
} from './offers.repository.ts';
import { receiptDigest } from './receipt.ts';

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

type Row = NonNullable<Awaited<ReturnType<typeof findOwnOfferSet>>>;

export function statusOf(name: string) {
  const status = offerStatuses.find((s) => s.name === name);
  return status ? { ...status } : { id: 0, name, label: name };
}

/** An offer set as the calls return it; the audit and the receipt only for its creator. */
export async function presentOfferSet(
  db: Kysely<DB> | Transaction<DB>,
  row: Row,
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

type ForOffer = NonNullable<Awaited<ReturnType<typeof announcementForOffer>>>;

/**
 * The announcement, checked for taking an offer from this user now. `db` keys the cache of published
 * versions; `reader` reads a version it lacks (inside a transaction: the transaction itself).
 */
async function openAnnouncement(
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

/** What a write of an offer set is decided on. */
type WriteContext = {
  announcement: ForOffer | undefined;
  existing: Row | undefined;
  bidder: Awaited<ReturnType<typeof bidderWithSubject>>;
  files: FileWithUploader[];
};

/**
 * Decides a write from what was read (spec 2 section 4.1): refuses it (AppError) or gives the fields to
 * write, the files to link and what the answer presents.
 */
async function decideWrite(
  db: Kysely<DB>,
  reader: Kysely<DB> | Transaction<DB>,
  context: WriteContext,
  userId: number,
  input: OfferSetInput,
  mode: 'create' | 'save' | 'submit',
  now: Date,
) {
  const { announcement, content } = await openAnnouncement(db, reader, context.announcement, userId, now);
  const { existing, bidder } = context;
  if (mode === 'create' && existing) throw conflict(M.alreadyExists);
  if (mode === 'save' && !existing) throw notFound(M.notFound);
  if (existing && !offerActionAllowed(existing.status, mode === 'submit' ? 'submit' : 'save'))
    throw conflict(M.wrongStatus);
  const problems = problemsOf(input, content, mode === 'submit');
  const subject = bidder.name === null ? null : subjectSnapshot(bidder as never);
  if (mode === 'submit' && !subject) problems.economic_subject = [M.noSubject];
  if (Object.keys(problems).length > 0) throw unprocessable(problems, M.formErrors);

  const { content: stored, nextElementId } = storedContent(
    existing ?? { content: {}, next_element_id: 1 },
    input,
  );
  const checked = attachable(context.files, existing?.id ?? null, userId, stored);
  const { toLink } = checked;
  // Opened once they are known to be the bidder's own (their names and digests are sealed).
  const files = await presentWithDigest(checked.files);
  const fields = {
    content: JSON.stringify(stored),
    modified_at: now,
    next_element_id: nextElementId,
    ...(mode === 'submit'
      ? {
          status: 'SUBMITTED',
          economic_subject: JSON.stringify(subject),
          submitted_at: now,
          receipt_sha256: receiptDigest({
            announcementId: announcement.id,
            announcementNumber: announcement.number,
            bidderId: userId,
            submittedAt: now,
            economicSubject: subject,
            offers: stored.offers,
            attachments: stored.attachments.map((a) => ({
              name: a.name,
              sha256: files.find((f) => f.id === a.file_id)?.sha256 ?? '',
            })),
          }),
        }
      : {}),
  };
  const known = { files: files.map(({ sha256: _sha256, ...file }) => file), bidder };
  return { announcement, fields, toLink, known };
}

const fileIdsOf = (input: OfferSetInput) => [...new Set(input.attachments.map((a) => a.file_id))];

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

/** Reads, decisions and writes of one call at most: past them something keeps changing (409). */
const WRITE_ATTEMPTS = 5;

/**
 * Saves (mode 'draft', POST or PUT) or submits the bidder's offer set (spec 2 section 4.1):
 * (none) -> DRAFT -> SUBMITTED -> WITHDRAWN -> SUBMITTED..., one offer set per bidder per announcement,
 * only while the announcement is published and before its deadline by the server clock.
 *
 * One path (docs/decisions/0012): one statement reads what the write depends on, the service decides
 * (refusing with the precise answer), and one statement writes only if none of it changed meanwhile,
 * under the announcement's share lock, so closing at the deadline waits for it and a write after the
 * close writes nothing. When something did change, the same steps run again on what is there now.
 * A submission is kept whole or not at all.
 */
export async function writeOfferSet(
  deps: OfferDeps,
  userId: number,
  input: OfferSetInput,
  mode: 'create' | 'save' | 'submit',
) {
  const now = deps.clock.now();
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    const context = await offerWriteContext(deps.db, input.announcement, userId, fileIdsOf(input));
    // The bidder's own offer set: opened to be changed, sealed again (decision 0038).
    if (context.existing) context.existing = await openOfferRow(deps.db, context.existing);
    const decided = await decideWrite(deps.db, deps.db, context, userId, input, mode, now);
    const id = context.existing?.id ?? (context.newId as number);
    const place = (column: string) => ({ announcementId: decided.announcement.id, offerSetId: id, column });
    const fields = {
      ...decided.fields,
      content: await sealJson(deps.db, decided.fields.content, place('content')),
      ...(decided.fields.economic_subject
        ? {
            economic_subject: await sealJson(
              deps.db,
              decided.fields.economic_subject,
              place('economic_subject'),
            ),
          }
        : {}),
    };
    // The write and its event in one statement; the event carries nothing of the offer's content.
    const event = eventInStatement({
      type: mode === 'submit' ? 'offer.submitted' : 'offer.saved',
      objectKind: 'offer_set',
      actor: userActor(userId),
      at: now,
      objectId: sql`s.id`,
      payload: sql`jsonb_build_object('announcement_id', s.announcement_id, 'status', s.status,
        'resubmitted', ${mode === 'submit' && context.existing?.status === 'WITHDRAWN'}::boolean)`,
      from: sql`w`,
    });
    const saved = await writeOfferSetIfUnchanged(deps.db, {
      announcementId: decided.announcement.id,
      versionId: decided.announcement.published_version_id,
      userId,
      now,
      existing: context.existing
        ? { id: context.existing.id, rowVersion: context.existing.row_version }
        : null,
      newId: id,
      fields,
      ownerKind: OFFER_FILES,
      link: decided.toLink,
      markFor: mode === 'submit' ? decided.announcement.owner_id : null,
      event: event.sql,
    });
    if (saved) {
      event.recorded();
      return { offer_set: await presentOfferSet(deps.db, saved, true, decided.known) };
    }
  }
  throw conflict(M.wrongStatus);
}

/** Withdraws a submitted offer set (before the deadline). */
export async function withdrawOfferSet(deps: OfferDeps, userId: number, announcementId: number) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await openAnnouncement(deps.db, trx, await announcementForOffer(trx, announcementId), userId, now);
    const row = await findOwnOfferSet(trx, announcementId, userId, true);
    if (!row) throw notFound(M.notFound);
    if (!offerActionAllowed(row.status, 'withdraw')) throw conflict(M.wrongStatus);
    const saved = await updateOfferSet(trx, row.id, {
      status: 'WITHDRAWN',
      withdrawn_at: now,
      modified_at: now,
    });
    await offerEvent(trx, 'offer.withdrawn', saved, userId, now);
    return { offer_set: await presentOfferSet(trx, saved, true) };
  });
}

/** Deletes a draft or withdrawn offer set (before the deadline). */
export async function removeOfferSet(deps: OfferDeps, userId: number, announcementId: number) {
  return deps.db.transaction().execute(async (trx) => {
    await openAnnouncement(
      deps.db,
      trx,
      await announcementForOffer(trx, announcementId),
      userId,
      deps.clock.now(),
    );
    const row = await findOwnOfferSet(trx, announcementId, userId, true);
    if (!row) throw notFound(M.notFound);
    if (!offerActionAllowed(row.status, 'delete')) throw conflict(M.wrongStatus);
    await deleteOfferSet(trx, row.id);
    await offerEvent(trx, 'offer.deleted', row, userId, deps.clock.now());
    return { id: row.id };
  });
}
