import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { BackgroundLoop } from '../../lib/background-loop.ts';
import { GENESIS_HASH, linkHash } from './event-chain.ts';
import { chainHead, insertLinks, trySealerLock, unsealedEvents } from './events.repository.ts';

/** Events sealed per transaction at most. */
const BATCH = 500;
/**
 * How far before the head's event id the sealer looks for events committed late (a transaction that
 * took its event id while thousands of others were sealed). A full look runs every FULL_EVERY_MS, so an
 * event of a transaction open longer still is sealed within that time (the verifier's grace is longer).
 */
const FLOOR_MARGIN = 2_000;
const FULL_EVERY_MS = 10 * 60_000;

/**
 * Seals committed events into the chain, in the order the sealer finds them committed (decision 0030):
 * one sealer at a time over every process (a transaction-scoped advisory lock; a busy lock means
 * another process is sealing). Returns how many were sealed, or null when another process held the lock.
 */
export async function sealEvents(db: Kysely<DB>, clock: Clock, options: { full?: boolean } = {}) {
  return db.transaction().execute(async (trx) => {
    if (!(await trySealerLock(trx))) return null;
    const head = await chainHead(trx);
    let seq = head?.seq ?? 0;
    let previous = head?.hash ?? GENESIS_HASH;
    const floor = options.full ? 0 : Math.max(0, (head?.event_id ?? 0) - FLOOR_MARGIN);
    const events = await unsealedEvents(trx, floor, BATCH);
    const now = clock.now();
    const links = events.map((event) => {
      seq += 1;
      const hash = linkHash(previous, { ...event, seq });
      previous = hash;
      return { seq, event_id: event.id, hash, sealed_at: now };
    });
    await insertLinks(trx, links);
    return links.length;
  });
}

/**
 * The process's sealer: runs shortly after each recorded event (nudged) and on a timer, until
 * stopped; a batch that filled up runs again at once. `onSealed` hears of every seal that sealed
 * something (the after-commit consumers wake up).
 */
export class Sealer extends BackgroundLoop {
  #lastFull = Date.now();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly onSealed: () => void,
    log: (error: unknown) => void,
  ) {
    super(log);
  }

  protected async work(): Promise<void> {
    for (;;) {
      const full = Date.now() - this.#lastFull > FULL_EVERY_MS;
      if (full) this.#lastFull = Date.now();
      const sealed = await sealEvents(this.db, this.clock, { full });
      if (sealed === null) {
        // Another process is sealing: look again a little later for what it may not have seen.
        this.nudge(50);
        return;
      }
      if (sealed > 0) this.onSealed();
      if (sealed < BATCH || this.stopped) return;
    }
  }
}
