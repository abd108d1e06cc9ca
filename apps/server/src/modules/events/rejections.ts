import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { insertRejections } from './log-tree.repository.ts';
import { recordEvent, systemActor } from './record.ts';

/** An event the sealer left out of the log, as those told of it see it (issue 47). */
export type RejectedEvent = { eventId: number; reason: string; at: Date };

type RejectedListener = (trx: Transaction<DB>, rejected: RejectedEvent) => Promise<void>;
const listeners = new Set<RejectedListener>();

/**
 * Registers what happens when the sealer leaves an event out, in its transaction (once per event):
 * the e-mail module tells the administrators.
 */
export function onRejected(listener: RejectedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Notes the events left out (`event_rejections`, which the audit view lists and /metrics counts) and
 * records each in the log itself ('log.event_rejected', by the portal), in the sealer's transaction.
 */
export async function reportRejected(
  trx: Transaction<DB>,
  rows: { event_id: number; found_at: Date; reason: string }[],
): Promise<void> {
  await insertRejections(trx, rows);
  for (const row of rows) {
    await recordEvent(trx, {
      type: 'log.event_rejected',
      object: { kind: 'event', id: row.event_id },
      actor: systemActor,
      at: row.found_at,
      payload: { reason: row.reason },
    });
    for (const listener of listeners)
      await listener(trx, { eventId: row.event_id, reason: row.reason, at: row.found_at });
  }
}
