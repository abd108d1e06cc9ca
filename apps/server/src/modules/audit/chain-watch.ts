import { chainReasons } from '@bk/contracts/audit/audit';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { GENESIS_HASH, linkHash, linksAfter } from '../events/index.ts';
import { countUnsealed, lastEventId, linkAt } from './audit.repository.ts';

/** Links read per query. */
const BATCH = 10_000;
/** How often (process time) the whole chain is walked again from its first link, in the background. */
export const FULL_WALK_EVERY_MS = 10 * 60_000;
/** An event not sealed this long after it happened is counted (the sealer runs within a second). */
const SEAL_GRACE_MS = 60_000;
/** Unsealed events are counted among the newest this many events (and, below them, at each full walk). */
const UNSEALED_WINDOW = 100_000;

/** Where a walk starts: a link that holds (seq 0: before the first link). */
export type ChainPoint = { seq: number; hash: string; eventId: number };
export const START: ChainPoint = { seq: 0, hash: GENESIS_HASH, eventId: 0 };

/** A link with its event, as the repository reads it. */
export type ChainLink = Awaited<ReturnType<typeof linksAfter>>[number];

export type WalkResult =
  | { ok: true; last: ChainPoint }
  | { ok: false; last: ChainPoint; brokenAt: number; reason: string };

/**
 * Walks the links after `from` in order, by the rules of the events module's verifyChain (a position
 * out of sequence, a missing event, a hash that does not follow), and says how far the chain holds.
 * Pure apart from `next`: the same walk from START is the whole verification.
 */
export async function walkChain(
  from: ChainPoint,
  next: (afterSeq: number) => Promise<ChainLink[]>,
): Promise<WalkResult> {
  let last = from;
  for (;;) {
    const batch = await next(last.seq);
    if (batch.length === 0) return { ok: true, last };
    for (const link of batch) {
      const expected = last.seq + 1;
      const fail = (reason: string): WalkResult => ({ ok: false, last, brokenAt: expected, reason });
      if (link.seq !== expected) return fail(chainReasons.sequence(link.seq, last.seq));
      if (link.event_missing) return fail(chainReasons.eventMissing(link.id));
      const hash = linkHash(last.hash, link);
      if (hash !== link.hash) return fail(chainReasons.hash(link.id));
      last = { seq: link.seq, hash, eventId: link.id };
    }
  }
}

export type ChainReport = {
  ok: boolean;
  length: number;
  head: string | null;
  broken_at: number | null;
  reason: string | null;
  unsealed: number;
  checked_at: string;
};

/**
 * The chain's state for the log's page header, kept cheap by verifying incrementally (decision 0031):
 * the process remembers the last link verified (seq and hash). A call checks that this link is still
 * as remembered (one indexed read) and walks only the links sealed since; the first call after a start
 * walks the whole chain (seconds for a million links), and so does a call that finds the remembered
 * link changed. Every FULL_WALK_EVERY_MS the whole chain is walked again in the background, so an
 * older link edited behind the triggers' back is found within minutes (`npm run audit:verify` finds
 * it at once). A break is kept until a whole walk finds the chain holding again. Unsealed events are
 * counted among the newest UNSEALED_WINDOW events on every call, and below them at each whole walk.
 * Calls made while a check runs share its answer. State is per process (several processes each
 * keep their own).
 */
export class ChainWatch {
  #verified: ChainPoint = START;
  /** A break found; `lasting` when only the remembered link tells it (no later walk can clear it). */
  #broken: { length: number; brokenAt: number; reason: string; lasting?: boolean } | null = null;
  /** Process time (ms) when the last whole walk started; null before the first. */
  #wholeAt: number | null = null;
  /** Unsealed events are counted above this event id on every call ... */
  #floor = 0;
  /** ... and were counted at or below it by the last whole walk. */
  #unsealedBelow = 0;
  #check: Promise<ChainReport> | null = null;
  #background: Promise<void> | null = null;
  #stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: (error: unknown) => void,
    private readonly wholeEveryMs = FULL_WALK_EVERY_MS,
  ) {}

  report(now: Date): Promise<ChainReport> {
    this.#check ??= this.#run(now).finally(() => {
      this.#check = null;
    });
    return this.#check;
  }

  /** Waits for a whole walk under way (the server is closing). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#background;
  }

  async #run(now: Date): Promise<ChainReport> {
    if (this.#wholeAt === null) await this.#whole(now);
    else {
      if (!this.#broken) await this.#extend(now);
      if (Date.now() - (this.#wholeAt ?? 0) >= this.wholeEveryMs && !this.#background) {
        this.#background = this.#whole(now)
          .catch((error) => {
            if (!this.#stopped) this.log(error);
          })
          .finally(() => {
            this.#background = null;
          });
      }
    }
    const above = await countUnsealed(this.db, graceBefore(now), { above: this.#floor });
    const broken = this.#broken;
    return {
      ok: broken === null,
      length: broken ? broken.length : this.#verified.seq,
      head: broken || this.#verified.seq === 0 ? null : this.#verified.hash,
      broken_at: broken?.brokenAt ?? null,
      reason: broken?.reason ?? null,
      unsealed: above + this.#unsealedBelow,
      checked_at: now.toISOString(),
    };
  }

  /** The links sealed since the last verified one (a whole walk when that one is not as remembered). */
  async #extend(now: Date): Promise<void> {
    const from = this.#verified;
    if (from.seq > 0) {
      const link = await linkAt(this.db, from.seq);
      if (!link || link.hash !== from.hash || link.event_id !== from.eventId || link.event_missing) {
        // Links never change: the remembered one is gone or different. A chain rewritten from some
        // point on (its hashes worked out again) holds in itself; only the remembered link tells.
        await this.#whole(now);
        if (!this.#broken)
          this.#broken = {
            length: from.seq - 1,
            brokenAt: from.seq,
            reason: chainReasons.changedSince(from.seq),
            lasting: true,
          };
        return;
      }
    }
    const result = await walkChain(from, (after) => linksAfter(this.db, after, BATCH));
    // A whole walk that finished meanwhile may have gone further: keep the furthest point.
    if (result.last.seq > this.#verified.seq) this.#verified = result.last;
    if (!result.ok)
      this.#broken = { length: result.last.seq, brokenAt: result.brokenAt, reason: result.reason };
  }

  /** The whole chain from its first link, and the unsealed events below the window. */
  async #whole(now: Date): Promise<void> {
    const started = Date.now();
    const result = await walkChain(START, (after) => linksAfter(this.db, after, BATCH));
    const floor = Math.max(0, (await lastEventId(this.db)) - UNSEALED_WINDOW);
    const below = floor > 0 ? await countUnsealed(this.db, graceBefore(now), { above: 0, upTo: floor }) : 0;
    this.#wholeAt = started;
    this.#floor = floor;
    this.#unsealedBelow = below;
    if (result.ok) {
      if (result.last.seq >= this.#verified.seq) this.#verified = result.last;
      if (this.#broken && !this.#broken.lasting && result.last.seq >= this.#broken.brokenAt)
        this.#broken = null;
    } else if (!this.#broken?.lasting) {
      this.#verified = result.last;
      this.#broken = { length: result.last.seq, brokenAt: result.brokenAt, reason: result.reason };
    }
  }
}

function graceBefore(now: Date): Date {
  return new Date(now.getTime() - SEAL_GRACE_MS);
}
