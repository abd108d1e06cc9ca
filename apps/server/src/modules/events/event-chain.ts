import { createHash } from 'node:crypto';
import {
  type CanonicalEventFields,
  canonicalEventText,
  canonicalJson,
} from '@bk/contracts/audit/canonical-json';

/**
 * The hash chain of the event log (decision 0030): link `seq` holds SHA-256 over the previous link's
 * hash and the event's canonical form, so an event edited, inserted or deleted after sealing breaks
 * every later link. Pure: the sealer, the verifier and the tests share it.
 */

/** The hash before the first link. */
export const GENESIS_HASH = '0'.repeat(64);

/** An event as sealed: what the hash covers (contracts' fields of the canonical text, at its position). */
export type SealedEvent = Omit<CanonicalEventFields, 'seq' | 'occurred_at'> & {
  seq: number;
  occurred_at: Date;
};

/** The portal's one canonical JSON (contracts' audit/canonical-json.ts, shared with the procedure file). */
export { canonicalJson };

/**
 * The canonical form of one event at its position in the chain (contracts' canonicalEventText, which
 * the procedure file's checker shares). Without a position (`seq` undefined), the form its MAC covers.
 */
export function canonicalEvent(event: Omit<SealedEvent, 'seq'> & { seq?: number }): string {
  return canonicalEventText(event);
}

export function linkHash(previousHash: string, event: SealedEvent): string {
  return linkHashOf(previousHash, canonicalEvent(event));
}

/** linkHash over an event's canonical text already made (the verifier makes it once for three uses). */
export function linkHashOf(previousHash: string, canonical: string): string {
  return createHash('sha256').update(previousHash).update('\n').update(canonical).digest('hex');
}

/** The canonical text without its position (what the MAC covers), from the text with it. */
export function withoutSeq(canonical: string, seq: number): string {
  return canonical.replace(`"seq":${seq},`, '');
}

/** What the verifier found: the chain holds, or the first link that does not (and why). */
export type ChainState =
  | { ok: true; length: number; head: string }
  | { ok: false; length: number; brokenAt: number; reason: string };

/**
 * Walks links in order of `seq` (in batches: `next` gives the links after a position, empty at the
 * end) and names the first broken one: a position out of sequence (a link deleted or inserted), a hash
 * that does not follow (an event or a hash edited), or a missing event.
 */
export async function verifyChain(
  next: (afterSeq: number) => Promise<(SealedEvent & { hash: string; event_missing?: boolean })[]>,
): Promise<ChainState> {
  let previous = GENESIS_HASH;
  let expected = 1;
  for (;;) {
    const batch = await next(expected - 1);
    if (batch.length === 0) return { ok: true, length: expected - 1, head: previous };
    for (const link of batch) {
      const fail = (reason: string): ChainState => ({
        ok: false,
        length: expected - 1,
        brokenAt: expected,
        reason,
      });
      if (link.seq !== expected)
        return fail(`position ${link.seq} follows ${expected - 1} (a link is missing or added)`);
      if (link.event_missing) return fail(`the event ${link.id} of this link is missing`);
      const hash = linkHash(previous, link);
      if (hash !== link.hash)
        return fail(`the hash does not follow (the event ${link.id} or the link was changed)`);
      previous = hash;
      expected++;
    }
  }
}
