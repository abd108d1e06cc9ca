import type { StoredContent } from '@bk/contracts/announcements/stored';
import { offerMessages as M } from '@bk/contracts/offers/offers';
import type { StoredSettlement } from '@bk/contracts/settlement/stored';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { roleFor, statusObject, visibleAnnouncement } from '../announcements/index.ts';
import { recordAccess, recordEvent, userActor } from '../events/index.ts';
import { ownerFiles } from '../files/index.ts';
import { openOfferRow, openOfferRows } from '../keys/index.ts';
import { dropAnnouncementMarkWhenSeen } from '../shell/index.ts';
import { hasEconomicSubject } from '../users/index.ts';
import { listedBidderName } from './listed-offer-sets.ts';
import { OFFER_FILES, presentOfferSet, type StoredOffers } from './offer-sets.ts';
import {
  canMakeOffer,
  isOwnOffer,
  listViewer,
  mayListOffers,
  offersUnsealed,
  sealedEntriesShown,
  unsealedForOthers,
} from './offers.policy.ts';
import {
  announcementOfOfferSet,
  deleteOfferSetMark,
  findOfferSet,
  findOwnOfferSet,
  markedOfferSetIds,
  publishedContent,
  settlementContent,
  submittedOfferSets,
} from './offers.repository.ts';

type Clocked = { db: Kysely<DB>; clock: { now(): Date } };

/** How offer content was reached (the payload of its read event). */
export type OfferReadVia = 'own' | 'preview' | 'list' | 'zip' | 'file' | 'settlement' | 'receipt';

/** Records a read of offer content, or a refused attempt, before the answer (decision 0030). */
export function recordOfferAccess(
  deps: Clocked,
  userId: number | null,
  allowed: boolean,
  object: { kind: 'offer_set' | 'announcement'; id: number },
  payload: Record<string, unknown>,
) {
  return recordAccess(deps.db, {
    type: allowed ? 'offer.content_read' : 'offer.read_refused',
    object,
    actor: userId === null ? { kind: 'anonymous' } : userActor(userId),
    at: deps.clock.now(),
    payload,
  });
}

/** GET /api/offerset/announcement/{id}: the bidder's own offer set (or none) and whether one may be made. */
export async function ownOfferSet(deps: Clocked, userId: number, announcementId: number) {
  const { row: announcement } = await visibleAnnouncement(deps.db, userId, announcementId);
  const own = await findOwnOfferSet(deps.db, announcementId, userId);
  if (own)
    await recordOfferAccess(
      deps,
      userId,
      true,
      { kind: 'offer_set', id: own.id },
      {
        announcement_id: announcementId,
        via: 'own',
      },
    );
  return {
    offer_set: own ? await presentOfferSet(deps.db, own, true) : null,
    accepting: canMakeOffer(announcement, userId, deps.clock.now()),
    has_economic_subject: await hasEconomicSubject(deps.db, userId),
    announcement_status: statusObject(announcement.status),
    submission_deadline: announcement.submission_deadline
      ? new Date(announcement.submission_deadline).toISOString()
      : null,
    server_time: deps.clock.now().toISOString(),
  };
}

/**
 * An offer set for those the policy lets read it (offers.policy.ts); anyone else: 404, as if there
 * were no offer at all (the offers are sealed). Every read and every refused attempt on an existing
 * offer set is recorded (decision 0030; directive 2014/24 Annex IV).
 */
export async function readableOfferSet(deps: Clocked, userId: number | null, id: number, via: OfferReadVia) {
  const { db } = deps;
  const row = await findOfferSet(db, id);
  if (!row) throw notFound(M.notFound);
  const access = await offerAccess(db, userId, row);
  await recordOfferAccess(
    deps,
    userId,
    access !== null,
    { kind: 'offer_set', id },
    {
      announcement_id: row.announcement_id,
      via,
    },
  );
  if (access === null) throw notFound(M.notFound);
  // Opened only for those who may read it (decision 0038).
  return { row: await openOfferRow(db, row), forCreator: access === 'creator' };
}

async function offerAccess(
  db: Kysely<DB>,
  userId: number | null,
  row: NonNullable<Awaited<ReturnType<typeof findOfferSet>>>,
): Promise<'creator' | 'reader' | null> {
  if (userId === null) return null;
  if (isOwnOffer(row, userId)) return 'creator';
  const announcement = await announcementOfOfferSet(db, row.announcement_id);
  if (!announcement || !unsealedForOthers(row, announcement)) return null;
  if (!mayListOffers(await roleFor(db, userId, announcement))) return null;
  return 'reader';
}

export async function offerSetById(deps: Clocked, userId: number, id: number) {
  const { row, forCreator } = await readableOfferSet(deps, userId, id, 'preview');
  return { offer_set: await presentOfferSet(deps.db, row, forCreator) };
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** The offers refused in the announcement's settlement, by part (none before it is settled). */
async function refusalsOf(db: Kysely<DB>, announcementId: number): Promise<Map<number, Set<number>>> {
  const stored = (await settlementContent(db, announcementId)) as StoredSettlement | undefined;
  return new Map((stored?.parts ?? []).map((p) => [p.part_id, new Set(p.refused)]));
}
const cents = (price: string) => BigInt(price.replace(',', ''));

/**
 * GET /api/offerset/announcement/{id}/list (the author or an administrator in scope). While the
 * announcement takes offers only sealed entries (an 'N' mark each, nothing of their content); after
 * closing, the submitted offers per part, bidders in Polish order, variants by price, 'Odrzucona' as the
 * settlement refused them.
 */
export async function offersOfAnnouncement(deps: Clocked, userId: number, announcementId: number) {
  const { row: announcement, role } = await visibleAnnouncement(deps.db, userId, announcementId);
  if (!mayListOffers(role)) {
    // Refused like every other attempt at offers: recorded before the answer (decision 0030).
    await recordOfferAccess(
      deps,
      userId,
      false,
      { kind: 'announcement', id: announcementId },
      { via: 'list' },
    );
    throw forbidden();
  }
  const base = listViewer(role);
  const submitted = await submittedOfferSets(deps.db, announcementId);
  const marks = await markedOfferSetIds(deps.db, userId);
  if (!offersUnsealed(announcement)) {
    return {
      ...base,
      sealed: true,
      hidden: sealedEntriesShown(announcement)
        ? submitted.map((o, i) => ({ id: o.id, ordinal: i + 1, is_new: marks.has(o.id) }))
        : [],
      parts: [],
    };
  }
  const [version, refusals] = await Promise.all([
    publishedContent(deps.db, announcement.published_version_id as number),
    refusalsOf(deps.db, announcementId),
  ]);
  if (submitted.length > 0)
    await recordOfferAccess(
      deps,
      userId,
      true,
      { kind: 'announcement', id: announcementId },
      {
        via: 'list',
        offer_set_ids: submitted.map((o) => o.id),
      },
    );
  const content = version.content as StoredContent;
  // Unsealed: opened for those who may list the offers (decision 0038).
  const opened = await openOfferRows(deps.db, submitted);
  const entries = await Promise.all(
    opened.map(async (o) => {
      const stored = o.content as StoredOffers;
      const subject = o.economic_subject as {
        name: string;
        address: { locality: string; country: string; country_name: string | null };
      } | null;
      const files = await ownerFiles(deps.db, OFFER_FILES, o.id);
      return { o, stored, subject, files };
    }),
  );
  return {
    ...base,
    sealed: false,
    hidden: [],
    parts: content.parts.map((part) => ({
      part_id: part.id,
      title: part.title,
      offers: entries
        .flatMap(({ o, stored, subject, files }) => {
          const offer = stored.offers.find((x) => x.part_id === part.id);
          if (!offer) return [];
          const variants = [...offer.variants].sort((a, b) =>
            cents(a.price) < cents(b.price) ? -1 : cents(a.price) > cents(b.price) ? 1 : 0,
          );
          return [
            {
              offer_set_id: o.id,
              offer_id: offer.id,
              bidder_name: listedBidderName(o),
              city: subject?.address.locality ?? null,
              country: subject && subject.address.country !== 'PL' ? subject.address.country_name : null,
              variants,
              is_new: marks.has(o.id),
              is_mine: isOwnOffer(o, userId),
              is_refused: refusals.get(part.id)?.has(o.id) ?? false,
              attachments: stored.attachments.map((a) => ({
                ...a,
                file: files.find((f) => f.id === a.file_id) ?? null,
              })),
            },
          ];
        })
        .sort((a, b) => collator.compare(a.bidder_name, b.bidder_name) || a.offer_set_id - b.offer_set_id),
    })),
  };
}

/** DELETE /api/badge/offerset/{id}: the user's 'N' mark of an offer set. */
export async function clearOfferSetMark(deps: Clocked, userId: number, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const announcementId = await deleteOfferSetMark(trx, userId, id);
    if (announcementId === undefined) throw notFound();
    await dropAnnouncementMarkWhenSeen(trx, userId, announcementId);
    await recordEvent(trx, {
      type: 'mark.cleared',
      object: { kind: 'offer_set', id },
      actor: userActor(userId),
      at: deps.clock.now(),
      payload: { kind: 'offer_set', announcement_id: announcementId },
    });
    return { id };
  });
}
