import type { StoredContent } from '@bk/contracts/announcements/stored';
import { documentDigest } from '@bk/contracts/audit/canonical-json';
import { messages } from '@bk/contracts/common/messages';
import {
  settlementMessages as M,
  type SettlementInput,
  type SettlementView,
} from '@bk/contracts/settlement/settlement';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { KeptAnswer } from '../../lib/kept-answer.ts';
import {
  type AnnouncementRole,
  assertMayView,
  lockAnnouncement,
  roleFor,
  versionContent,
  visibleAnnouncement,
} from '../announcements/index.ts';
import { recordAccess, recordEvent, userActor } from '../events/index.ts';
import { checkAttachable, linkFiles, ownerFiles } from '../files/index.ts';
import { openOfferRows } from '../keys/index.ts';
import { offerSetsOfSettlement, type StoredOffers, settleEnteredOffers } from '../offers/index.ts';
import { publicSettlementView } from './public-settlement-cache.ts';
import { assertMaySettle, assertSettlementStep, maySeeSettlement, maySettle } from './settlement.policy.ts';
import { findSettlement, insertSettlementVersion, saveSettlement } from './settlement.repository.ts';
import {
  type Participant,
  type StoredSettlement,
  settlementProblems,
  storedSettlement,
} from './settlement-rules.ts';

export type SettlementDeps = { db: Kysely<DB>; clock: Clock };

export const SETTLEMENT_FILES = 'settlement';

const collator = new Intl.Collator('pl', { sensitivity: 'base' });
const cents = (price: string) => BigInt(price.replace(',', ''));

type Subject = {
  name: string;
  address: { locality: string | null; country: string; country_name: string | null };
};

/**
 * GET /api/announcements/{id}/settlement: per part every offer that takes part (bidders in Polish
 * order, variants by price) with the choice and the refusals, the comment and the attachments.
 * What the public sees of an offer (decision 0024): the bidder's name, city and country, the
 * variants' prices and descriptions, whether it was refused or entered by the advertiser; never the
 * bidder's identification number, address beyond the city, attachments or audit data.
 */
export async function settlementOf(
  deps: SettlementDeps,
  userId: number | null,
  announcementId: number,
): Promise<SettlementView> {
  const { row, role } = await visibleAnnouncement(deps.db, userId, announcementId);
  if (!maySeeSettlement(row, role) || row.published_version_id === null) throw notFound(M.notResolved);
  // Those who settle read every offer's prices here (and the entered offers not yet public).
  if (userId !== null && maySettle(role))
    await recordAccess(deps.db, {
      type: 'offer.content_read',
      object: { kind: 'announcement', id: announcementId },
      actor: userActor(userId),
      at: deps.clock.now(),
      payload: { via: 'settlement' },
    });
  return buildView(deps, { ...row, published_version_id: row.published_version_id }, role, userId);
}

/**
 * What the public sees of the settlement's parts (open data, decision 0036), with the announcement's
 * published version; null when the public sees no settlement of it (none yet, or the announcement is
 * hidden).
 */
export async function publicSettlementParts(
  deps: SettlementDeps,
  announcementId: number,
): Promise<{ versionId: number; parts: SettlementView['settlement']['parts'] } | null> {
  try {
    const { row, role } = await visibleAnnouncement(deps.db, null, announcementId);
    if (!maySeeSettlement(row, role) || row.published_version_id === null) return null;
    const view = await buildView(
      deps,
      { ...row, published_version_id: row.published_version_id },
      role,
      null,
    );
    return { versionId: row.published_version_id, parts: view.settlement.parts };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The settlement as anonymous visitors get it, kept for a second per process with its compressed
 * forms (like the public announcement view, decision 0013): the same answer for every visitor.
 */
export async function publicSettlement(deps: SettlementDeps, announcementId: number): Promise<KeptAnswer> {
  const { row, role } = await visibleAnnouncement(deps.db, null, announcementId);
  if (!maySeeSettlement(row, role) || row.published_version_id === null) throw notFound(M.notResolved);
  const versionId = row.published_version_id;
  return publicSettlementView(deps.db, `${announcementId} ${row.status} ${versionId}`, async () => {
    const data = await buildView(deps, { ...row, published_version_id: versionId }, role, null);
    return new KeptAnswer(Buffer.from(JSON.stringify({ status: 'OK', data })));
  });
}

async function buildView(
  deps: SettlementDeps,
  row: { id: number; status: string; published_version_id: number },
  role: AnnouncementRole,
  userId: number | null,
): Promise<SettlementView> {
  const announcementId = row.id;
  const content = (await versionContent(deps.db, row.published_version_id)) as StoredContent;
  const [settlement, participants] = await Promise.all([
    findSettlement(deps.db, announcementId),
    // Opened only once the settlement may be seen: after the deadline (decision 0038).
    offerSetsOfSettlement(deps.db, announcementId).then((rows) => openOfferRows(deps.db, rows)),
  ]);
  const stored = (settlement?.content as StoredSettlement | undefined) ?? null;
  const files = stored ? await ownerFiles(deps.db, SETTLEMENT_FILES, announcementId) : [];
  // Those who settle see the entered offers as they are; everyone else as the settlement published them.
  const settler = maySettle(role);
  const offerSets = participants.flatMap((o) => {
    if (!o.is_external) return [{ ...o, is_published: true }];
    const published = o.published_content !== null;
    const unchanged =
      published &&
      JSON.stringify(o.published_content) === JSON.stringify(o.content) &&
      JSON.stringify(o.published_economic_subject) === JSON.stringify(o.economic_subject);
    if (settler) return [{ ...o, is_published: unchanged }];
    if (!published) return [];
    return [
      {
        ...o,
        content: o.published_content,
        economic_subject: o.published_economic_subject,
        is_published: true,
      },
    ];
  });
  return {
    can_settle: maySettle(role) && ['CLOSED', 'RESOLVED'].includes(row.status),
    resolved: row.status === 'RESOLVED' && stored !== null,
    settlement: {
      parts: content.parts.map((part) => {
        const kept = stored?.parts.find((p) => p.part_id === part.id);
        const refused = new Set(kept?.refused ?? []);
        return {
          id: part.id,
          title: part.title,
          no_offer_chosen: kept?.no_offer_chosen ?? false,
          chosen_variant: kept?.chosen_variant ?? null,
          offers: offerSets
            .flatMap((o) => {
              const offer = (o.content as StoredOffers).offers.find((x) => x.part_id === part.id);
              if (!offer) return [];
              const subject = o.economic_subject as Subject | null;
              return [
                {
                  offer_set_id: o.id,
                  bidder_name: subject?.name ?? `${o.forename} ${o.surname}`,
                  city: subject?.address.locality ?? null,
                  country: subject && subject.address.country !== 'PL' ? subject.address.country_name : null,
                  is_external: o.is_external,
                  is_published: o.is_published,
                  is_refused: refused.has(o.id),
                  is_mine: userId !== null && !o.is_external && o.bidder_id === userId,
                  variants: [...offer.variants].sort((a, b) =>
                    cents(a.price) < cents(b.price) ? -1 : cents(a.price) > cents(b.price) ? 1 : 0,
                  ),
                },
              ];
            })
            .sort(
              (a, b) => collator.compare(a.bidder_name, b.bidder_name) || a.offer_set_id - b.offer_set_id,
            ),
        };
      }),
      comment: stored?.comment ?? null,
      attachments: (stored?.attachments ?? []).map((a) => ({
        ...a,
        file: files.find((f) => f.id === a.file_id) ?? null,
      })),
      resolved_at: stored?.resolved_at ?? null,
      modified_at: settlement?.modified_at ? settlement.modified_at.toISOString() : null,
    },
  };
}

/**
 * Opens an announcement for settling, in the caller's transaction: its row held until the end, the
 * user checked to be one who may settle it (404 for one who may not even see it), with the content of
 * its published version.
 */
export async function announcementToSettle(
  deps: SettlementDeps,
  trx: Transaction<DB>,
  announcementId: number,
  userId: number,
) {
  const row = await lockAnnouncement(trx, announcementId);
  if (!row) throw notFound();
  const role = await roleFor(trx, userId, row);
  assertMayView(row, role);
  assertMaySettle(role);
  if (row.published_version_id === null) throw notFound();
  const content = (await versionContent(deps.db, row.published_version_id, trx)) as StoredContent;
  return { row, content };
}

/**
 * POST (mode 'create', a CLOSED announcement) or PUT (mode 'change', a RESOLVED one)
 * /api/announcements/{id}/resolve: checks the settlement against the rules, removes the external offers
 * it lists, keeps it (and a copy in the history), links its attachments and makes the announcement
 * RESOLVED, in one transaction holding the announcement's row.
 */
export async function resolveAnnouncement(
  deps: SettlementDeps,
  userId: number,
  announcementId: number,
  input: SettlementInput,
  mode: 'create' | 'change',
) {
  return deps.db.transaction().execute(async (trx) => {
    const { row, content } = await announcementToSettle(deps, trx, announcementId, userId);
    assertSettlementStep(row.status, mode);
    const participants: Participant[] = await openOfferRows(
      trx,
      await offerSetsOfSettlement(trx, announcementId),
    );
    const problems = settlementProblems(
      input,
      content.parts.map((p) => p.id),
      participants,
    );
    if (Object.keys(problems).length > 0) throw unprocessable(problems, messages.formErrors);
    const { toLink } = await checkAttachable(trx, {
      fileIds: input.attachments.map((a) => a.file_id),
      ownerKind: SETTLEMENT_FILES,
      ownerId: announcementId,
      userId,
    });
    const now = deps.clock.now();
    const existing = await findSettlement(trx, announcementId);
    const { content: stored, nextElementId } = storedSettlement(
      input,
      (existing?.content as StoredSettlement | undefined) ?? null,
      existing?.next_element_id ?? 1,
      now,
    );
    const json = JSON.stringify(stored);
    await settleEnteredOffers(trx, announcementId, input.offer_sets_to_delete);
    await saveSettlement(trx, {
      announcement_id: announcementId,
      content: json,
      now,
      userId,
      next_element_id: nextElementId,
    });
    await insertSettlementVersion(trx, {
      announcement_id: announcementId,
      content: json,
      saved_by: userId,
      saved_at: now,
    });
    await linkFiles(trx, { ids: toLink, ownerKind: SETTLEMENT_FILES, ownerId: announcementId, userId });
    // What the public settlement shows: the choices and refusals per part, the entered offers removed.
    // The announcement becomes RESOLVED by the announcements module's reaction to the first one.
    await recordEvent(trx, {
      type: 'settlement.published',
      object: { kind: 'announcement', id: announcementId },
      actor: userActor(userId),
      at: now,
      payload: {
        first: row.status !== 'RESOLVED',
        parts: stored.parts,
        offer_sets_deleted: input.offer_sets_to_delete,
        // The settlement as kept, in the canonical JSON (the procedure file's rozstrzygniecie.json).
        content_sha256: documentDigest(stored),
      },
    });
    return { advertisement: { id: announcementId }, resolved_at: stored.resolved_at };
  });
}
