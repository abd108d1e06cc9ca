import { type Kysely, sql } from 'kysely';
import { up as gateUp } from './0013_offers_gate.ts';

/**
 * One offer write path (docs/decisions/0012): every write of an offer set runs in a transaction that
 * share-locks its announcement row, so the gate of the one-statement write (an advisory lock taken by
 * `offers_gate` and by a trigger on every change of an announcement's status, version or deadline) has
 * nothing left to guard. Dropped, so that updates of announcements no longer take the advisory lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists announcements_offers_gate on announcements`.execute(db);
  await sql`drop function if exists announcements_offers_gate()`.execute(db);
  await sql`drop function if exists offers_gate(integer, integer, timestamptz)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await gateUp(db);
}
