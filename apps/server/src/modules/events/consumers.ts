import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { BackgroundLoop } from '../../lib/background-loop.ts';
import type { EventType } from './event-types.ts';
import {
  chainHeadSeq,
  consumerPosition,
  insertConsumer,
  lockConsumer,
  moveConsumer,
  sealedEventsAfter,
} from './events.repository.ts';

/** A sealed event as an after-commit consumer gets it. */
export type LoggedEvent = Awaited<ReturnType<typeof sealedEventsAfter>>[number];

/**
 * A consumer after the commit (decision 0030): it keeps its own position in the chain and handles
 * each event in a transaction that also moves its position, so its own writes happen once; work
 * outside the database (an e-mail) it hands to the job queue in that transaction. `types`: the events
 * it handles (the others only move its position).
 */
export type Consumer = {
  name: string;
  types: readonly EventType[];
  handle(trx: Transaction<DB>, event: LoggedEvent): Promise<void>;
};

const consumers = new Map<string, Consumer>();

export function registerConsumer(consumer: Consumer): void {
  consumers.set(consumer.name, consumer);
}

export function registeredConsumers(): Consumer[] {
  return [...consumers.values()];
}

/** Events per consumer transaction at most. */
const BATCH = 200;

const known = new WeakMap<Kysely<DB>, Set<string>>();

/** The consumer's row exists (made once per process and database; its position starts at 0). */
async function ensureConsumer(db: Kysely<DB>, name: string) {
  const names = known.get(db) ?? new Set<string>();
  known.set(db, names);
  if (names.has(name)) return;
  await insertConsumer(db, name);
  names.add(name);
}

/**
 * Moves one consumer along the chain as far as it goes now; with several processes, the one holding
 * the consumer's row does the work and the others skip it. Returns how many events it passed.
 */
export async function runConsumer(db: Kysely<DB>, clock: Clock, consumer: Consumer): Promise<number> {
  let passed = 0;
  await ensureConsumer(db, consumer.name);
  for (;;) {
    // Nothing new for it: no transaction at all (the common case, after every seal and every tick).
    if ((await chainHeadSeq(db)) <= (await consumerPosition(db, consumer.name))) return passed;
    const moved = await db.transaction().execute(async (trx) => {
      const state = await lockConsumer(trx, consumer.name);
      if (!state) return 0;
      const events = await sealedEventsAfter(trx, state.position, BATCH);
      let handled = 0;
      for (const event of events) {
        if (!consumer.types.includes(event.type as EventType)) continue;
        await consumer.handle(trx, event);
        handled++;
      }
      const last = events.at(-1);
      if (last) await moveConsumer(trx, consumer.name, last.seq, handled, clock.now());
      return events.length;
    });
    passed += moved;
    if (moved < BATCH) return passed;
  }
}

/**
 * Runs every consumer after each seal and on a timer (another process's seals are seen within a
 * tick), until stopped; a consumer that fails is retried at the next run from where it stood.
 */
export class ConsumerRunner extends BackgroundLoop {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    log: (error: unknown) => void,
  ) {
    super(log);
  }

  protected async work(): Promise<void> {
    for (const consumer of registeredConsumers()) {
      if (this.stopped) return;
      await runConsumer(this.db, this.clock, consumer).catch((error) => {
        if (!this.stopped) this.log(error);
      });
    }
  }
}
