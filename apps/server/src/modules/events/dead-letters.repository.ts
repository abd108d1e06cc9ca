import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { ConsumerDeadLettersTable, DB } from '../../db/schema.ts';
import { EVENT_COLUMNS } from './events.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Runs `work` under a savepoint: its writes are rolled back when it throws, the transaction goes on. */
export async function inSavepoint(trx: Transaction<DB>, work: () => Promise<void>): Promise<void> {
  await sql`savepoint consumer_event`.execute(trx);
  try {
    await work();
  } catch (error) {
    await sql`rollback to savepoint consumer_event`.execute(trx);
    throw error;
  }
  await sql`release savepoint consumer_event`.execute(trx);
}

/** Parks an event of a consumer (once: a second park of the same event is nothing). Returns the new row's id. */
export async function insertDeadLetter(
  trx: Transaction<DB>,
  row: Omit<Insertable<ConsumerDeadLettersTable>, 'id' | 'retried_at' | 'retried_by' | 'resolved_at'>,
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('consumer_dead_letters')
    .values(row)
    .onConflict((oc) => oc.columns(['consumer', 'seq']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The parked events (not resolved), newest first. */
export function parkedDeadLetters(db: Db, limit: number) {
  return db
    .selectFrom('consumer_dead_letters as d')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.consumer',
      'd.seq',
      'd.event_id',
      'd.event_type',
      'd.error',
      'd.attempts',
      'd.parked_at',
      'd.retried_at',
      'e.object_kind',
      'e.object_id',
    ])
    .where('d.resolved_at', 'is', null)
    .orderBy('d.parked_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many events are parked, by consumer (the /metrics gauge). */
export function parkedCounts(db: Db) {
  return db
    .selectFrom('consumer_dead_letters')
    .select(['consumer', (eb) => eb.fn.countAll<number>().as('count')])
    .where('resolved_at', 'is', null)
    .groupBy('consumer')
    .execute();
}

/** A dead letter with its event, locked for this transaction (one retry at a time). */
export function deadLetterForUpdate(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('consumer_dead_letters as d')
    .innerJoin('event_chain as c', 'c.seq', 'd.seq')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select([
      'd.id as dead_letter_id',
      'd.consumer',
      'd.attempts',
      'd.resolved_at',
      'd.parked_at',
      'c.seq',
      ...EVENT_COLUMNS,
    ])
    .where('d.id', '=', id)
    .forUpdate('d')
    .executeTakeFirst();
}

/** A retry's outcome: resolved, or parked still with the new error. */
export async function markRetried(
  trx: Transaction<DB>,
  id: number,
  outcome: { resolved: boolean; error?: string; at: Date; by: number | null },
) {
  return trx
    .updateTable('consumer_dead_letters')
    .set((eb) => ({
      retried_at: outcome.at,
      retried_by: outcome.by,
      attempts: eb('attempts', '+', 1),
      ...(outcome.resolved ? { resolved_at: outcome.at } : { error: outcome.error ?? '' }),
    }))
    .where('id', '=', id)
    .returning([
      'id',
      'consumer',
      'seq',
      'event_id',
      'event_type',
      'error',
      'attempts',
      'parked_at',
      'retried_at',
      'resolved_at',
    ])
    .executeTakeFirstOrThrow();
}
