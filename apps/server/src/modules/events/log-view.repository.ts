import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { DB } from '../../db/schema.ts';
import { canonicalEvent } from './event-chain.ts';
import { EVENT_COLUMNS } from './events.repository.ts';
import { auditKeys } from './signing-keys.ts';

// The event log's view (decision 0031, the audit module): the reads of `events` and `event_chain` it
// makes, here with the tables' owner (issue 46). The actor's name and e-mail come from the users module,
// which imports this one: the audit hands its subquery in (`ActorOf`), so each read stays one statement.

/** A subquery giving the person (or null) the actor id `userId` names (users' `userContactOf`). */
export type ActorOf = (
  userId: RawBuilder<unknown>,
) => RawBuilder<{ forename: string; surname: string; email: string } | null>;

/** The filters of the log's list, resolved by the service (actor ids from an id or an e-mail). */
export type EventFilters = {
  objectKind?: string;
  objectId?: number;
  actorIds?: readonly number[];
  types?: readonly string[];
  /** From this instant (included) ... */
  from?: Date;
  /** ... to this one (excluded). */
  until?: Date;
};

type EventsBuilder = ExpressionBuilder<DB & { e: DB['events'] }, 'e'>;

/** The filters as one condition on `events as e` (each a column of one of the table's indexes). */
function matches(eb: EventsBuilder, f: EventFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.objectKind !== undefined) parts.push(eb('e.object_kind', '=', f.objectKind));
  if (f.objectId !== undefined) parts.push(eb('e.object_id', '=', f.objectId));
  if (f.actorIds !== undefined)
    parts.push(f.actorIds.length > 0 ? eb('e.actor_id', 'in', [...f.actorIds]) : sql<SqlBool>`false`);
  if (f.types !== undefined && f.types.length > 0) parts.push(eb('e.type', 'in', [...f.types]));
  if (f.from) parts.push(eb('e.occurred_at', '>=', f.from));
  if (f.until) parts.push(eb('e.occurred_at', '<', f.until));
  return eb.and(parts);
}

/**
 * Up to `limit` events of the filters by keyset on the event id: older than `before` (newest first),
 * newer than `after` (oldest first: the caller turns the page round), or the newest.
 */
export function eventsPage(
  db: Kysely<DB>,
  f: EventFilters,
  cursor: { before?: number; after?: number },
  limit: number,
  actorOf: ActorOf,
) {
  let query = db
    .selectFrom('events as e')
    .where((eb) => matches(eb, f))
    .leftJoin('event_chain as c', 'c.event_id', 'e.id')
    .leftJoin('event_rejections as r', 'r.event_id', 'e.id')
    .select([...EVENT_COLUMNS, 'c.seq', 'r.reason as rejected', actorOf(sql.ref('e.actor_id')).as('actor')]);
  if (cursor.after !== undefined) query = query.where('e.id', '>', cursor.after).orderBy('e.id', 'asc');
  else {
    if (cursor.before !== undefined) query = query.where('e.id', '<', cursor.before);
    query = query.orderBy('e.id', 'desc');
  }
  return query.limit(limit).execute();
}

/** Whether an event of the filters lies beyond an id: older (id < `id`) or newer (id > `id`). */
export async function eventBeyond(
  db: Kysely<DB>,
  f: EventFilters,
  direction: 'older' | 'newer',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('events as e')
    .where((eb) => matches(eb, f))
    .select('e.id')
    .where('e.id', direction === 'older' ? '<' : '>', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One link as it is now (the remembered head's check): its hash and whether its event still exists. */
export async function linkAt(db: Kysely<DB>, seq: number) {
  return db
    .selectFrom('event_chain as c')
    .leftJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.seq', 'c.hash', 'c.event_id', sql<boolean>`e.id is null`.as('event_missing')])
    .where('c.seq', '=', seq)
    .executeTakeFirst();
}

/**
 * Events committed but not sealed, that happened before `olderThan`, among the events with an id above
 * `range.above` (and at most `range.upTo`): a range of the primary key, never more of the table.
 */
export async function countUnsealed(
  db: Kysely<DB>,
  olderThan: Date,
  range: { above: number; upTo?: number },
): Promise<number> {
  let query = db
    .selectFrom('events as e')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.id', '>', range.above)
    .where('e.occurred_at', '<', olderThan)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('event_chain as c').select('c.seq').whereRef('c.event_id', '=', 'e.id'))),
    );
  if (range.upTo !== undefined) query = query.where('e.id', '<=', range.upTo);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The largest event id (0 for an empty log). */
export async function lastEventIdOfLog(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

const accessTypes = ['offer.content_read', 'offer.read_refused'];

/**
 * The reads of offer content (not the refused attempts) of the announcement's list, settlement or
 * procedure file, and of the offer sets `offerSetIds`, with who read and how: whether anyone but a
 * bidder has seen an offer (the deadline-extension rule, decision 0053).
 */
export function offerContentReads(db: Kysely<DB>, announcementId: number, offerSetIds: readonly number[]) {
  return db
    .selectFrom('events as e')
    .where('e.type', '=', 'offer.content_read')
    .where((eb) =>
      eb.or([
        eb.and([eb('e.object_kind', '=', 'announcement'), eb('e.object_id', '=', announcementId)]),
        ...(offerSetIds.length > 0
          ? [eb.and([eb('e.object_kind', '=', 'offer_set'), eb('e.object_id', 'in', [...offerSetIds])])]
          : []),
      ]),
    )
    .select(['e.object_kind', 'e.object_id', 'e.actor_id'])
    .execute();
}

/**
 * The reads of offer content and the refused attempts that concern an announcement's offers: those of
 * the offer sets `offerSetIds` and those of the announcement itself (its list, its settlement), newest
 * first, a page with the total.
 */
export async function offerAccessPage(
  db: Kysely<DB>,
  announcementId: number,
  offerSetIds: readonly number[],
  page: { offset: number; limit: number },
  actorOf: ActorOf,
) {
  const base = () => {
    // Not the events the sealer left out: their MAC does not hold (a row slipped in; issue 47).
    const query = db
      .selectFrom('events as e')
      .where('e.type', 'in', accessTypes)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('event_rejections as r').select('r.event_id').whereRef('r.event_id', '=', 'e.id'),
          ),
        ),
      );
    return query.where((eb) =>
      offerSetIds.length > 0
        ? eb.or([
            eb.and([eb('e.object_kind', '=', 'announcement'), eb('e.object_id', '=', announcementId)]),
            eb.and([eb('e.object_kind', '=', 'offer_set'), eb('e.object_id', 'in', [...offerSetIds])]),
          ])
        : eb.and([eb('e.object_kind', '=', 'announcement'), eb('e.object_id', '=', announcementId)]),
    );
  };
  const [all, count] = await Promise.all([
    base()
      .leftJoin('event_chain as c', 'c.event_id', 'e.id')
      .select([
        'e.id',
        'e.type',
        'e.object_kind',
        'e.object_id',
        'e.actor_kind',
        'e.occurred_at',
        'e.payload',
        'e.key_id',
        'e.mac',
        'e.actor_id',
        'c.seq',
        actorOf(sql.ref('e.actor_id')).as('actor'),
      ])
      .orderBy('e.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  // Nor one just slipped in that the sealer has yet to leave out (it does within a second): a row
  // without a MAC that is not sealed, or whose MAC does not hold.
  const keys = auditKeys();
  const rows = all.filter((row) =>
    row.mac === null
      ? row.seq !== null
      : keys.checkMac(
          row.key_id,
          row.mac,
          canonicalEvent({ ...row, object_id: Number(row.object_id), seq: undefined }),
        ),
  );
  return { rows, total: Number(count.n) - (all.length - rows.length) };
}

/**
 * The sealed events of one announcement's procedure (the procedure file, decision 0047), oldest first: those
 * of the announcement itself (announcement.*, settlement.*, the reads of its offers), of its offer sets
 * (offer.*) and of its questions (question.*, answer.*). The callers hand in the subqueries of the ids
 * of its offer sets and questions (their owners' reads), so it stays one statement.
 */
export function procedureEvents(
  db: Kysely<DB>,
  announcementId: number,
  offerSetIds: RawBuilder<number>,
  questionIds: RawBuilder<number>,
) {
  // Only sealed events: a row slipped in (its MAC does not hold) is never sealed, so never in the file.
  return db
    .selectFrom('events as e')
    .innerJoin('event_chain as c', 'c.event_id', 'e.id')
    .select([...EVENT_COLUMNS, 'c.seq'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('e.object_kind', '=', 'announcement'),
          eb('e.object_id', '=', announcementId),
          eb.or([
            eb('e.type', 'like', 'announcement.%'),
            eb('e.type', 'like', 'settlement.%'),
            eb('e.type', 'like', 'offer.%'),
          ]),
        ]),
        eb.and([
          eb('e.object_kind', '=', 'offer_set'),
          eb('e.object_id', 'in', sql<number>`(${offerSetIds})`),
          eb('e.type', 'like', 'offer.%'),
        ]),
        eb.and([
          eb('e.object_kind', '=', 'question'),
          eb('e.object_id', 'in', sql<number>`(${questionIds})`),
          eb.or([eb('e.type', 'like', 'question.%'), eb('e.type', 'like', 'answer.%')]),
        ]),
      ]),
    )
    .orderBy('e.id')
    .execute();
}
