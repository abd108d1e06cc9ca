import { documentDigest } from '@bk/contracts/audit/canonical-json';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { announcementEvent, updateAnnouncement } from '../modules/announcements/index.ts';
import { recordEvent, systemActor } from '../modules/events/index.ts';
import { insertSettlementVersion, saveSettlement } from '../modules/settlement/index.ts';

/**
 * What happened to a demo announcement after its publication, dated when it happened and recorded as
 * the portal records it (issue 44 item 14: the open data's releases follow the events): closed at its
 * deadline; cancelled a few days after publication, before the deadline; settled two days after the
 * deadline without a chosen offer (the demo has no offers), which makes it RESOLVED.
 */
export async function pastOf(
  trx: Transaction<DB>,
  a: { id: number; ownerId: number; status: string; publishedAt: Date; deadlineAt: Date },
) {
  const day = 86_400_000;
  if (a.status === 'CANCELLED') {
    const span = a.deadlineAt.getTime() - a.publishedAt.getTime();
    const at = new Date(a.publishedAt.getTime() + Math.min(5 * day, Math.floor(span / 2)));
    await updateAnnouncement(trx, a.id, { status: 'CANCELLED', status_changed_at: at, modified_at: at });
    await announcementEvent(trx, 'announcement.cancelled', a.id, systemActor, at);
    return;
  }
  await updateAnnouncement(trx, a.id, { status: 'CLOSED', status_changed_at: a.deadlineAt });
  await announcementEvent(trx, 'announcement.closed', a.id, systemActor, a.deadlineAt);
  if (a.status !== 'RESOLVED') return;
  const at = new Date(a.deadlineAt.getTime() + 2 * day);
  const version = await trx
    .selectFrom('announcements as a')
    .innerJoin('announcement_versions as v', 'v.id', 'a.published_version_id')
    .select('v.content')
    .where('a.id', '=', a.id)
    .executeTakeFirstOrThrow();
  const parts = (version.content as { parts: { id: number }[] }).parts.map((part) => ({
    part_id: part.id,
    no_offer_chosen: true,
    chosen_variant: null,
    refused: [],
  }));
  const stored = {
    parts,
    comment: 'Nie wpłynęła żadna oferta.',
    attachments: [],
    resolved_at: at.toISOString(),
  };
  const content = JSON.stringify(stored);
  await saveSettlement(trx, {
    announcement_id: a.id,
    content,
    now: at,
    userId: a.ownerId,
    next_element_id: 1,
  });
  await insertSettlementVersion(trx, {
    announcement_id: a.id,
    content,
    saved_by: a.ownerId,
    saved_at: at,
  });
  // The announcements module's reaction makes it RESOLVED (run-seeds registers it where seeds run).
  await recordEvent(trx, {
    type: 'settlement.published',
    object: { kind: 'announcement', id: a.id },
    actor: systemActor,
    at,
    // Its digest, as the settlement service records it (the procedure file's check, decision 0047).
    payload: { first: true, parts, offer_sets_deleted: [], content_sha256: documentDigest(stored) },
  });
}
