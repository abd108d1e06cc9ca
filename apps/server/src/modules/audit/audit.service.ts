import {
  AUDIT_PAGE_SIZE,
  type AuditQuery,
  OFFER_ACCESS_PAGE_SIZE,
  SYSTEM_ACTOR,
} from '@bk/contracts/audit/audit';
import { MAX_ID } from '@bk/contracts/common/input';
import { addDays, warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { visibleAnnouncement } from '../announcements/index.ts';
import { listedOfferSets } from '../offers/index.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayReadLog, assertMayReadOfferAccess } from './audit.policy.ts';
import {
  type EventFilters,
  eventBeyond,
  eventsPage,
  offerAccessPage,
  userIdsByEmail,
} from './audit.repository.ts';
import type { ChainWatch } from './chain-watch.ts';

export type AuditDeps = { db: Kysely<DB>; clock: Clock };

type Person = { forename: string | null; surname: string | null; email: string | null };

function personName(row: Person): string | null {
  const name = [row.forename?.trim(), row.surname?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/** The payload as an object (a stored payload is always one; anything else is wrapped, not lost). */
function payloadOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
}

/** The list's filters: the actor by id (plain digits) or e-mail, the Warsaw days as instants. */
async function filtersOf(db: Kysely<DB>, q: AuditQuery): Promise<EventFilters> {
  const filters: EventFilters = {
    objectKind: q.object_kind,
    objectId: q.object_id,
    types: q.type,
    from: q.from ? warsawInstant(q.from) : undefined,
    until: q.to ? warsawInstant(addDays(q.to, 1)) : undefined,
  };
  if (q.user !== undefined) {
    const asId = /^[1-9]\d{0,9}$/.test(q.user) ? Number(q.user) : null;
    filters.actorIds = asId !== null && asId <= MAX_ID ? [asId] : await userIdsByEmail(db, q.user);
  }
  return filters;
}

/**
 * GET /api/admin/audit/events: the log, filtered, newest first, AUDIT_PAGE_SIZE a page by keyset on
 * the event id (`before`: older, `after`: newer), so a page costs the same on the first page and deep
 * in a million events. Each page says the cursors of its neighbours (null at either end).
 */
export async function listEvents(db: Kysely<DB>, userId: number, q: AuditQuery) {
  assertMayReadLog(await permissionsOf(db, userId));
  const filters = await filtersOf(db, q);
  const rows = await eventsPage(db, filters, { before: q.before, after: q.after }, AUDIT_PAGE_SIZE + 1);
  const more = rows.length > AUDIT_PAGE_SIZE;
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  let newer: number | null;
  let older: number | null;
  const beyond = async (direction: 'older' | 'newer', id: number) =>
    (await eventBeyond(db, filters, direction, id)) ? id : null;
  if (q.after !== undefined) {
    page.reverse();
    const newest = page[0];
    const oldest = page.at(-1);
    newer = more && newest ? newest.id : null;
    older = oldest ? await beyond('older', oldest.id) : await beyond('older', q.after + 1);
  } else {
    const newest = page[0];
    const oldest = page.at(-1);
    older = more && oldest ? oldest.id : null;
    if (q.before === undefined) newer = null;
    else newer = newest ? await beyond('newer', newest.id) : await beyond('newer', q.before - 1);
  }
  return {
    events: page.map((row) => ({
      id: row.id,
      seq: row.seq ?? null,
      type: row.type,
      object: { kind: row.object_kind, id: row.object_id },
      actor: {
        kind: row.actor_kind,
        id: row.actor_id,
        name: row.actor_kind === 'system' ? SYSTEM_ACTOR : personName(row),
        email: row.email ?? null,
      },
      occurred_at: new Date(row.occurred_at).toISOString(),
      payload: payloadOf(row.payload),
    })),
    meta: { newer, older },
  };
}

/** GET /api/admin/audit/chain: the hash chain's state (chain-watch.ts says how it stays cheap). */
export async function chainState(deps: AuditDeps, watch: ChainWatch, userId: number) {
  assertMayReadLog(await permissionsOf(deps.db, userId));
  return watch.report(deps.clock.now());
}

/**
 * GET /api/announcements/{id}/offer-access: who opened the announcement's offers and when, refused
 * attempts included, for those who may list its offers, once they are unsealed (audit.policy). Only
 * what concerns the offers its list shows (and the list and settlement themselves): reads of drafts
 * and withdrawn offers would name bidders the author never sees.
 */
export async function offerAccess(deps: AuditDeps, userId: number, announcementId: number, page: number) {
  const { db } = deps;
  const { row, role } = await visibleAnnouncement(db, userId, announcementId);
  assertMayReadOfferAccess(row, role);
  const listed = await listedOfferSets(db, announcementId);
  const byId = new Map(listed.map((o) => [o.id, o]));
  const offersOf = (ids: unknown) =>
    (Array.isArray(ids) ? ids : []).flatMap((id) => {
      const offer = typeof id === 'number' ? byId.get(id) : undefined;
      return offer
        ? [{ offer_set_id: offer.id, ordinal: offer.ordinal, bidder_name: offer.bidder_name }]
        : [];
    });
  const { rows, total } = await offerAccessPage(
    db,
    announcementId,
    listed.map((o) => o.id),
    { offset: (page - 1) * OFFER_ACCESS_PAGE_SIZE, limit: OFFER_ACCESS_PAGE_SIZE },
  );
  return {
    entries: rows.map((r) => {
      const payload = payloadOf(r.payload);
      return {
        id: r.id,
        occurred_at: new Date(r.occurred_at).toISOString(),
        kind: r.type === 'offer.read_refused' ? ('refused' as const) : ('read' as const),
        actor: {
          kind: r.actor_kind,
          name: r.actor_kind === 'user' ? personName(r) : null,
          email: r.actor_kind === 'user' ? (r.email ?? null) : null,
        },
        via: typeof payload.via === 'string' ? payload.via : null,
        offers: r.object_kind === 'offer_set' ? offersOf([r.object_id]) : offersOf(payload.offer_set_ids),
      };
    }),
    meta: { total, page, last_page: Math.max(1, Math.ceil(total / OFFER_ACCESS_PAGE_SIZE)) },
  };
}
