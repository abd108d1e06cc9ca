import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SealedEvent } from './event-chain.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** An event's columns as the sealer and the consumers read them. */
export const EVENT_COLUMNS = [
  'e.id',
  'e.type',
  'e.object_kind',
  'e.object_id',
  'e.actor_kind',
  'e.actor_id',
  'e.occurred_at',
  'e.payload',
] as const;

export type EventRow = {
  id: number;
  type: string;
  object_kind: string;
  object_id: number;
  actor_kind: 'user' | 'system' | 'anonymous';
  actor_id: number | null;
  occurred_at: Date;
  payload: Record<string, unknown>;
  /** The audit key that MACed the row, and the MAC (issue 47). */
  key_id: string;
  mac: string;
};

/** An id for an event about to be written (its MAC covers it). */
export async function reserveEventId(db: Db): Promise<number> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('events', 'id')) as id`.execute(db);
  return Number(rows[0]?.id);
}

/**
 * The same as a fragment of another statement (the offers' read takes its write's event id with it, so
 * the write still costs two statements).
 */
export const eventIdFragment = () => sql<string>`nextval(pg_get_serial_sequence('events', 'id'))`;

/**
 * A row written as the database's administrator could write it, without the portal's MAC (test-only:
 * the browser test of issue 47, whose portal's database it cannot reach). The sealer leaves it out.
 */
export async function slipEventIn(db: Db, row: Omit<EventRow, 'id' | 'key_id' | 'mac'>): Promise<number> {
  const id = await reserveEventId(db);
  await db
    .insertInto('events')
    .values({ ...row, id, payload: JSON.stringify(row.payload), key_id: null, mac: 'f'.repeat(64) })
    .execute();
  return id;
}

export async function insertEvent(db: Db, row: EventRow): Promise<void> {
  await db
    .insertInto('events')
    .values({ ...row, payload: JSON.stringify(row.payload) })
    .execute();
}

/**
 * The insert of the event `row` when the row `from` of the statement (a CTE of the statement that makes
 * the change) exists: for a change made by one statement, whose event must be written by the same
 * statement (the offers' hot path).
 */
export function eventInsertSelect(row: EventRow, from: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`insert into events (id, type, object_kind, object_id, actor_kind, actor_id, occurred_at, payload, key_id, mac)
    select ${row.id}, ${row.type}, ${row.object_kind}, ${row.object_id}, ${row.actor_kind}, ${row.actor_id}::int,
      ${row.occurred_at}, ${JSON.stringify(row.payload)}::jsonb, ${row.key_id}, ${row.mac}
      from ${from} s`;
}

/** Holds the chain's writer lock for the rest of the transaction: one sealer at a time, in any process. */
const SEALER_LOCK = 7_310_031;

export async function trySealerLock(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${SEALER_LOCK}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** Waits for the chain's writer lock (a head made on demand: the tree must not grow while it is read). */
export async function waitSealerLock(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SEALER_LOCK})`.execute(trx);
}

export async function chainHead(
  db: Db,
): Promise<{ seq: number; hash: string; event_id: number } | undefined> {
  return db
    .selectFrom('event_chain')
    .select(['seq', 'hash', 'event_id'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Committed events not sealed yet, oldest first. Only events after `floor` are looked at (a sealed
 * event id well before the head's): a transaction committed minutes after its event got its id is
 * still found, and the scan stays short.
 */
export async function unsealedEvents(db: Db, floor: number, limit: number) {
  return db
    .selectFrom('events as e')
    .leftJoin('event_chain as c', 'c.event_id', 'e.id')
    .select([...EVENT_COLUMNS, 'e.key_id', 'e.mac'])
    .where('e.id', '>', floor)
    .where('c.event_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('event_rejections as r').select('r.event_id').whereRef('r.event_id', '=', 'e.id')),
      ),
    )
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

export async function insertLinks(
  db: Db,
  links: { seq: number; event_id: number; hash: string; sealed_at: Date }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.insertInto('event_chain').values(links).execute();
}

/** Links after `afterSeq` with their events, in order (the verifier's walk). */
export async function linksAfter(db: Db, afterSeq: number, limit: number) {
  const { rows } = await sql<
    SealedEvent & { hash: string; event_missing: boolean; key_id: string | null; mac: string | null }
  >`
    select c.seq, c.event_id as id, c.hash, e.type, e.object_kind, e.object_id, e.actor_kind, e.actor_id,
           e.occurred_at, e.payload, e.key_id, e.mac, e.id is null as event_missing
      from event_chain c left join events e on e.id = c.event_id
     where c.seq > ${afterSeq}
     order by c.seq
     limit ${limit}`.execute(db);
  return rows;
}

/** Events committed but not sealed for longer than `olderThan` (the sealer stopped, or rows were slipped in). */
export async function countUnsealedBefore(db: Db, olderThan: Date): Promise<number> {
  const row = await db
    .selectFrom('events as e')
    .leftJoin('event_chain as c', 'c.event_id', 'e.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.event_id', 'is', null)
    .where('e.occurred_at', '<', olderThan)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('event_rejections as r').select('r.event_id').whereRef('r.event_id', '=', 'e.id')),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sealed events after a position, for an after-commit consumer. */
export async function sealedEventsAfter(db: Db, position: number, limit: number) {
  return db
    .selectFrom('event_chain as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.seq', ...EVENT_COLUMNS])
    .where('c.seq', '>', position)
    .orderBy('c.seq')
    .limit(limit)
    .execute();
}

export async function insertConsumer(db: Db, name: string) {
  await db
    .insertInto('event_consumers')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function consumerPosition(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('event_consumers')
    .select('position')
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(row?.position ?? 0);
}

export async function chainHeadSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('event_chain')
    .select('seq')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** A consumer's position and failing event, locked for this transaction; undefined when another process holds it. */
export async function lockConsumer(trx: Transaction<DB>, name: string) {
  return trx
    .selectFrom('event_consumers')
    .select(['position', 'handled', 'failing_seq', 'attempts', 'retry_at'])
    .where('name', '=', name)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Moves a consumer's position (past its handled events, or past a parked one); no event is failing. */
export async function moveConsumer(
  trx: Transaction<DB>,
  name: string,
  position: number,
  handled: number,
  at: Date,
) {
  await trx
    .updateTable('event_consumers')
    .set((eb) => ({
      position,
      handled: eb('handled', '+', handled),
      updated_at: at,
      failing_seq: null,
      attempts: 0,
      retry_at: null,
      last_error: null,
    }))
    .where('name', '=', name)
    .execute();
}

/**
 * Moves a consumer past the events handled before one that failed and notes that event's attempts and
 * when it is due again (the count is the database's: it survives a restart, every process sees it).
 */
export async function noteFailure(
  trx: Transaction<DB>,
  name: string,
  state: {
    position: number;
    handled: number;
    failingSeq: number;
    attempts: number;
    retryAt: Date;
    error: string;
  },
  at: Date,
) {
  await trx
    .updateTable('event_consumers')
    .set((eb) => ({
      position: state.position,
      handled: eb('handled', '+', state.handled),
      updated_at: at,
      failing_seq: state.failingSeq,
      attempts: state.attempts,
      retry_at: state.retryAt,
      last_error: state.error,
    }))
    .where('name', '=', name)
    .execute();
}

export function consumerPositions(db: Db) {
  return db.selectFrom('event_consumers').select(['name', 'position', 'handled', 'updated_at']).execute();
}

/** Each consumer of the event log: the sealed events it has yet to handle, and the events not yet sealed. */
export async function logBacklog(db: Kysely<DB>) {
  const consumers = await sql<{ name: string; behind: number }>`
    select c.name, greatest(0, coalesce((select max(seq) from event_chain), 0) - c.position)::int as behind
    from event_consumers c`.execute(db);
  const unsealed = await sql<{ count: number }>`
    select count(*)::int as count from events e
    where e.id > coalesce((select max(event_id) from event_chain), 0)`.execute(db);
  return { consumers: consumers.rows, unsealed: unsealed.rows[0]?.count ?? 0 };
}
