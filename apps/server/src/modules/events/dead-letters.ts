import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type LoggedEvent, registeredConsumer } from './consumer-registry.ts';
import {
  deadLetterForUpdate,
  inSavepoint,
  insertDeadLetter,
  markRetried,
} from './dead-letters.repository.ts';
import { recordEvent, systemActor, userActor } from './record.ts';

/**
 * The dead letters of the log's consumers (issue 46, decision 0045): an event a consumer failed on
 * CONSUMER_ATTEMPTS times is parked here and the consumer goes on; an administrator retries it.
 */

/** An error's text as kept with a dead letter: its message, trimmed. */
export const ERROR_LENGTH = 1000;

export function errorText(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim() || 'Error';
  return text.length > ERROR_LENGTH ? `${text.slice(0, ERROR_LENGTH - 1)}…` : text;
}

/** A parked event, as those told of it see it. */
export type ParkedEvent = {
  id: number;
  consumer: string;
  seq: number;
  eventId: number;
  eventType: string;
  error: string;
  attempts: number;
  at: Date;
};

type ParkedListener = (trx: Transaction<DB>, parked: ParkedEvent) => Promise<void>;
const parkedListeners = new Set<ParkedListener>();

/**
 * Registers what happens when an event is parked, in the transaction that parks it (so once per
 * parked event): the e-mail module tells the administrators.
 */
export function onParked(listener: ParkedListener): () => void {
  parkedListeners.add(listener);
  return () => parkedListeners.delete(listener);
}

/** Parks an event of a consumer after its last attempt, in the transaction that moves past it. */
export async function park(
  trx: Transaction<DB>,
  consumer: string,
  event: LoggedEvent,
  attempts: number,
  error: string,
  at: Date,
): Promise<void> {
  const id = await insertDeadLetter(trx, {
    consumer,
    seq: event.seq,
    event_id: event.id,
    event_type: event.type,
    error,
    attempts,
    parked_at: at,
  });
  if (id === undefined) return;
  const parked: ParkedEvent = {
    id,
    consumer,
    seq: event.seq,
    eventId: event.id,
    eventType: event.type,
    error,
    attempts,
    at,
  };
  for (const listener of parkedListeners) await listener(trx, parked);
}

export type RetryOutcome =
  | { kind: 'missing' }
  | { kind: 'resolved-already' }
  | { kind: 'no-consumer' }
  | { kind: 'done'; row: Awaited<ReturnType<typeof markRetried>> };

/**
 * Retries one parked event through its consumer, in one transaction with the dead letter locked (a
 * second retry at the same time waits, then finds it resolved): the handler's writes and the
 * resolution commit together; a handler that fails again has its writes rolled back and the new
 * error kept. The retry is recorded in the log ('consumer.event_retried', its object the dead letter).
 * Who may ask is the caller's policy (the audit module's).
 */
export async function retryDeadLetter(
  db: Kysely<DB>,
  id: number,
  by: number | null,
  at: Date,
  log: (error: unknown) => void = () => {},
): Promise<RetryOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await deadLetterForUpdate(trx, id);
    if (!row) return { kind: 'missing' as const };
    if (row.resolved_at !== null) return { kind: 'resolved-already' as const };
    const consumer = registeredConsumer(row.consumer);
    if (!consumer) return { kind: 'no-consumer' as const };
    const event: LoggedEvent = {
      seq: row.seq,
      id: row.id,
      type: row.type,
      object_kind: row.object_kind,
      object_id: row.object_id,
      actor_kind: row.actor_kind,
      actor_id: row.actor_id,
      occurred_at: row.occurred_at,
      payload: row.payload,
    };
    let failure: string | null = null;
    try {
      await inSavepoint(trx, () => consumer.handle(trx, event));
    } catch (error) {
      log(error);
      failure = errorText(error);
    }
    const done = await markRetried(trx, id, {
      resolved: failure === null,
      error: failure ?? undefined,
      at,
      by,
    });
    await recordEvent(trx, {
      type: 'consumer.event_retried',
      object: { kind: 'dead_letter', id },
      actor: by === null ? systemActor : userActor(by),
      at,
      payload: { consumer: row.consumer, seq: row.seq, event_id: row.id, resolved: failure === null },
    });
    return { kind: 'done' as const, row: done };
  });
}
