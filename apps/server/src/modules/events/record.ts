import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { canonicalEvent } from './event-chain.ts';
import type { EventType } from './event-types.ts';
import { type EventRow, eventInsertSelect, insertEvent, reserveEventId } from './events.repository.ts';
import { auditKeys } from './signing-keys.ts';

/** Who caused an event: a signed-in user, the portal itself (time-driven work, demo data), or a visitor. */
export type Actor = { kind: 'user'; id: number } | { kind: 'system' } | { kind: 'anonymous' };

export const systemActor: Actor = { kind: 'system' };
export const userActor = (id: number): Actor => ({ kind: 'user', id });

/** One change, as its module describes it. The payload carries what consumers need, never an offer's content. */
export type EventInput = {
  type: EventType;
  object: { kind: string; id: number };
  actor: Actor;
  at: Date;
  payload?: Record<string, unknown>;
};

/** A recorded event, as in-transaction reactions get it. */
export type RecordedEvent = EventInput & { id: number };

type Reaction = (trx: Transaction<DB>, event: RecordedEvent) => Promise<void>;
const reactions = new Map<string, Reaction[]>();
const afterRecord = new Set<() => void>();

/**
 * A reaction inside the transaction of the change (decision 0030), for what the change's own answer
 * must already reflect (the search index). Each module registers its own in its reactions.ts, called
 * by src/reactions.ts in a fixed order (issue 46); a reaction that fails rolls the change back with it.
 */
export function onEvent(types: readonly EventType[], reaction: Reaction): void {
  for (const type of types) reactions.set(type, [...(reactions.get(type) ?? []), reaction]);
}

/** Called after each recorded event (the sealers' nudge: the transaction commits soon after). */
export function addAfterRecord(nudge: () => void): () => void {
  afterRecord.add(nudge);
  return () => afterRecord.delete(nudge);
}

/**
 * Records an event in the transaction of its change, and runs the in-transaction reactions to it:
 * the way modules write the log (decision 0030). A change rolled back leaves no event; a committed one
 * always has its event, sealed into the chain shortly after the commit.
 *
 * There is one other way, `eventInStatement` below, for a change made by a single statement without a
 * transaction of its own: the offer's write (offers' offer-write.repository.ts) inserts its event in
 * the same statement, as one of its CTEs. It runs no in-transaction reactions, so it refuses a type
 * that has any; every other change records its event with recordEvent.
 */
export async function recordEvent(trx: Transaction<DB>, input: EventInput): Promise<RecordedEvent> {
  const id = await reserveEventId(trx);
  await insertEvent(trx, signedRow(id, input));
  const event = { ...input, id };
  for (const reaction of reactions.get(input.type) ?? []) await reaction(trx, event);
  for (const nudge of afterRecord) nudge();
  return event;
}

/**
 * The row of an event, with its MAC under the process's audit key (issue 47): over its canonical text
 * with its id, so a row slipped in with plain SQL, or a copy of a real one under another id, has none
 * that holds, and the sealer leaves it out of the log and reports it.
 */
function signedRow(id: number, input: EventInput): EventRow {
  const row = {
    id,
    type: input.type,
    object_kind: input.object.kind,
    object_id: input.object.id,
    actor_kind: input.actor.kind,
    actor_id: input.actor.kind === 'user' ? input.actor.id : null,
    occurred_at: input.at,
    payload: input.payload ?? {},
  };
  const { keyId, mac } = auditKeys().mac(canonicalEvent(row));
  return { ...row, key_id: keyId, mac };
}

/**
 * The second way of recording an event (see recordEvent above for the first, and which to use).
 * For a change made by one statement (no transaction of its own: the offers' write): the statement
 * inserts its event itself, with this fragment as one of its CTEs, only when the row `from` (of one row)
 * holds, so the change and its event commit together. The event's id is taken first (its MAC covers it):
 * `id`, taken by an earlier statement of the change with `eventIdFragment`, or here by a statement of
 * its own. The payload is given as values. Only for types without in-transaction reactions (they need the
 * transaction); `recorded()` after the statement nudges the sealer.
 */
export async function eventInStatement(
  db: Kysely<DB> | Transaction<DB>,
  input: EventInput & { from: RawBuilder<unknown>; id?: number | null },
) {
  if ((reactions.get(input.type) ?? []).length > 0)
    throw new Error(`${input.type} has reactions in the transaction: record it with recordEvent`);
  const row = signedRow(input.id ?? (await reserveEventId(db)), input);
  return {
    sql: eventInsertSelect(row, input.from),
    recorded: () => {
      for (const nudge of afterRecord) nudge();
    },
  };
}

/**
 * Records an event that is not a change, in a transaction of its own: a read of offer content, or a
 * refused attempt (recorded before the refusal is answered).
 */
export function recordAccess(db: Kysely<DB>, input: EventInput): Promise<RecordedEvent> {
  return db.transaction().execute((trx) => recordEvent(trx, input));
}
