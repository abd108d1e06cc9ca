import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type ChainState, verifyChain } from './event-chain.ts';
import { countUnsealedBefore, linksAfter } from './events.repository.ts';

/** Links read per query by the verifier. */
const BATCH = 10_000;
/**
 * An event not sealed this long after it happened is reported: the sealer seals within a second, and
 * an event of a very long transaction within its full look every ten minutes (sealer.ts).
 */
export const SEAL_GRACE_MS = 15 * 60_000;

export type LogState = ChainState & { unsealed: number };

/**
 * Walks the whole chain from the first link and names the first broken one; also counts the events
 * left unsealed past the grace time (a stopped sealer, or rows slipped in without it).
 */
export async function verifyLog(db: Kysely<DB>, now: Date): Promise<LogState> {
  const chain = await verifyChain((afterSeq) => linksAfter(db, afterSeq, BATCH));
  const unsealed = await countUnsealedBefore(db, new Date(now.getTime() - SEAL_GRACE_MS));
  return { ...chain, unsealed };
}
