import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { BackgroundLoop } from '../../lib/background-loop.ts';
import { type Consumer, registeredConsumers } from './consumer-registry.ts';
import { inSavepoint } from './dead-letters.repository.ts';
import { errorText, park } from './dead-letters.ts';
import type { EventType } from './event-types.ts';
import {
  chainHeadSeq,
  consumerPosition,
  insertConsumer,
  lockConsumer,
  moveConsumer,
  noteFailure,
  sealedEventsAfter,
} from './events.repository.ts';

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

/** Attempts at an event before it is parked (decision 0045). */
export const CONSUMER_ATTEMPTS = 5;
/** The wait after the n-th failed attempt: 1 s, 2 s, 4 s, 8 s (the clock's time, so tests move it). */
export const consumerRetryDelayMs = (attempts: number) => 1000 * 2 ** (attempts - 1);

/**
 * Moves one consumer along the chain as far as it goes now; with several processes, the one holding
 * the consumer's row does the work and the others skip it. Returns how many events it passed.
 *
 * Each handled event runs under a savepoint (decision 0045): an event whose handler throws has its
 * writes rolled back, the events before it stay handled, and the position moves up to it in the same
 * transaction. Its attempts are noted on the consumer's row; it is tried again after a backoff, and
 * after CONSUMER_ATTEMPTS it is parked (a dead letter) and the position moves past it.
 */
export async function runConsumer(
  db: Kysely<DB>,
  clock: Clock,
  consumer: Consumer,
  log: (error: unknown) => void = () => {},
): Promise<number> {
  let passed = 0;
  await ensureConsumer(db, consumer.name);
  for (;;) {
    // Nothing new for it: no transaction at all (the common case, after every seal and every tick).
    if ((await chainHeadSeq(db)) <= (await consumerPosition(db, consumer.name))) return passed;
    const failures: unknown[] = [];
    const moved = await db.transaction().execute(async (trx) => {
      const state = await lockConsumer(trx, consumer.name);
      if (!state) return 0;
      const now = clock.now();
      // A failing event waits for its backoff (the consumer with it: its events stay in order).
      if (state.retry_at && new Date(state.retry_at) > now) return 0;
      const events = await sealedEventsAfter(trx, state.position, BATCH);
      let handled = 0;
      let position = state.position;
      for (const event of events) {
        if (consumer.types.includes(event.type as EventType)) {
          try {
            await inSavepoint(trx, () => consumer.handle(trx, event));
          } catch (error) {
            failures.push(error);
            const attempts = (state.failing_seq === event.seq ? state.attempts : 0) + 1;
            if (attempts < CONSUMER_ATTEMPTS) {
              const retryAt = new Date(now.getTime() + consumerRetryDelayMs(attempts));
              const failure = { failingSeq: event.seq, attempts, retryAt, error: errorText(error) };
              await noteFailure(trx, consumer.name, { position, handled, ...failure }, now);
              return position - state.position;
            }
            await park(trx, consumer.name, event, attempts, errorText(error), now);
            position = event.seq;
            continue;
          }
          handled++;
        }
        position = event.seq;
      }
      if (position > state.position) await moveConsumer(trx, consumer.name, position, handled, now);
      return events.length;
    });
    for (const error of failures) log(error);
    passed += moved;
    if (moved < BATCH) return passed;
  }
}

/**
 * Runs every consumer after each seal and on a timer (another process's seals are seen within a
 * tick), until stopped; a consumer whose run fails (the database) is retried at the next run from where
 * it stood, an event whose handler fails after its backoff (runConsumer).
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
      await runConsumer(this.db, this.clock, consumer, this.log).catch((error) => {
        if (!this.stopped) this.log(error);
      });
    }
  }
}
