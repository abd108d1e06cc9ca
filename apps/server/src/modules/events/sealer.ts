import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { BackgroundLoop } from '../../lib/background-loop.ts';
import { canonicalEvent, GENESIS_HASH, linkHash, type SealedEvent } from './event-chain.ts';
import { chainHead, insertLinks, linksAfter, trySealerLock, unsealedEvents } from './events.repository.ts';
import { integrityStart, treeSize } from './log-tree.repository.ts';
import { appendLeaves, headDue, latestHead, resumeTree, signHead } from './log-tree.ts';
import { reportRejected } from './rejections.ts';
import { type AuditKeyRing, auditKeys } from './signing-keys.ts';

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
 * another process is sealing). Since issue 47 (decision 0048) only events whose MAC holds are sealed:
 * any other (a row slipped in with plain SQL) is left out, noted in `event_rejections` and reported;
 * each sealed event becomes the next leaf of the log's Merkle tree, and a signed tree head is made
 * when one is due. Returns how many events were handled (sealed or left out), or null when another
 * process held the lock.
 */
export async function sealEvents(db: Kysely<DB>, clock: Clock, options: { full?: boolean } = {}) {
  return db.transaction().execute(async (trx) => {
    if (!(await trySealerLock(trx))) return null;
    const head = await chainHead(trx);
    let seq = head?.seq ?? 0;
    const size = await treeSize(trx);
    const now = clock.now();
    // The links sealed before the tree existed (migration 0038) become its first leaves.
    if (size < seq) {
      const links = await linksAfter(trx, size, BATCH);
      await appendLeaves(trx, await resumeTree(trx, size), links);
      return links.length;
    }
    let previous = head?.hash ?? GENESIS_HASH;
    const floor = options.full ? 0 : Math.max(0, (head?.event_id ?? 0) - FLOOR_MARGIN);
    const events = await unsealedEvents(trx, floor, BATCH);
    const keys = auditKeys();
    if (events.length === 0) {
      // Nothing new (the timer's look): a head only when one is due, and only then the tree's frontier.
      if (headDue(await latestHead(trx), size, now))
        await signHead(trx, keys, await resumeTree(trx, size), now);
      return 0;
    }
    const tree = await resumeTree(trx, size);
    const start = await startOf(db, trx);
    const sealed: SealedEvent[] = [];
    const left: { event_id: number; found_at: Date; reason: string }[] = [];
    const links = [];
    for (const event of events) {
      const reason = macProblem(keys, start, event);
      if (reason) {
        left.push({ event_id: event.id, found_at: now, reason });
        continue;
      }
      seq += 1;
      const link = { ...event, seq };
      const hash = linkHash(previous, link);
      previous = hash;
      links.push({ seq, event_id: event.id, hash, sealed_at: now });
      sealed.push(link);
    }
    await insertLinks(trx, links);
    await appendLeaves(trx, tree, sealed);
    if (left.length > 0) await reportRejected(trx, left);
    if (headDue(await latestHead(trx), tree.size, now)) await signHead(trx, keys, tree, now);
    return events.length;
  });
}

/**
 * The log's integrity start (migration 0038: the chain's size then and the events then unsealed, which
 * carry no MAC) never changes: read once per database handle, not in every seal.
 */
const starts = new WeakMap<Kysely<DB>, Awaited<ReturnType<typeof integrityStart>>>();
async function startOf(db: Kysely<DB>, trx: Kysely<DB>) {
  let start = starts.get(db);
  if (!start) {
    start = await integrityStart(trx);
    starts.set(db, start);
  }
  return start;
}

/** Why an event may not be sealed (its MAC does not hold), or null when it may. */
export function macProblem(
  keys: AuditKeyRing,
  start: { unsealedIds: Set<number> },
  event: Omit<SealedEvent, 'seq'> & { key_id: string | null; mac: string | null },
): string | null {
  if (event.mac === null) return start.unsealedIds.has(event.id) ? null : 'the event has no MAC';
  if (!event.key_id || !keys.get(event.key_id))
    return `the event's MAC is of an unknown key (${event.key_id ?? '-'})`;
  return keys.checkMac(event.key_id, event.mac, canonicalEvent(event))
    ? null
    : "the event's MAC does not hold";
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
