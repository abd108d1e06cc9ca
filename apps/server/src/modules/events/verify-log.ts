import { fromHex, toHex, utf8 } from '@bk/contracts/audit/transparency/encoding';
import { leafHash } from '@bk/contracts/audit/transparency/hash';
import { verifyConsistency } from '@bk/contracts/audit/transparency/proofs';
import { type TreeHead, verifyTreeHead } from '@bk/contracts/audit/transparency/sth';
import { TreeBuilder } from '@bk/contracts/audit/transparency/tree';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type ChainState, canonicalEvent, GENESIS_HASH, linkHashOf, withoutSeq } from './event-chain.ts';
import { countUnsealedBefore, linksAfter } from './events.repository.ts';
import { headsBySize, integrityStart, leavesFrom, rejections } from './log-tree.repository.ts';
import { consistencyProofOf, nodeSha256, publishedHead } from './log-tree.ts';
import type { AuditKeyRing } from './signing-keys.ts';

/** Links read per query by the verifier. */
const BATCH = 10_000;
/**
 * An event not sealed this long after it happened is reported: the sealer seals within a second, and
 * an event of a very long transaction within its full look every ten minutes (sealer.ts).
 */
export const SEAL_GRACE_MS = 15 * 60_000;
/** Findings named at most (their count is always given). */
const NAMED = 50;

export type LogState = {
  /** Everything holds: the chain, every MAC, the tree, every head, every kept head; none left out or late. */
  ok: boolean;
  /** The chain's links that hold (all of them when it holds), and its last hash. */
  length: number;
  head: string;
  /** The chain's first broken link and why, when it is broken. */
  brokenAt?: number;
  reason?: string;
  /** Events older than the grace time and neither sealed nor left out (a stopped sealer). */
  unsealed: number;
  /** What does not hold, each named (the first NAMED), and how many there are. */
  problems: string[];
  problemCount: number;
  /** The tree the verifier rebuilt from the events, and how many signed heads it checked against it. */
  tree: { size: number; root: string };
  headsChecked: number;
};

type Link = Awaited<ReturnType<typeof linksAfter>>[number];

/**
 * Walks the links in order of position and stops at the first broken one (as verifyChain: a position
 * out of sequence, a missing event, a hash that does not follow), handing each link that holds to
 * `each` with its canonical text; `batch` hears of each batch's first position and size first.
 */
async function walkLog(
  db: Kysely<DB>,
  each: (link: Link, canonical: string) => Promise<void>,
  batch: (from: number, n: number) => Promise<void>,
): Promise<ChainState> {
  let previous = GENESIS_HASH;
  let expected = 1;
  // A hash that does not follow breaks the chain there, but the walk goes on (from the stored hash): the
  // MAC, the leaf and the tree still say what was changed, and the heads what is missing after it.
  let broken: Extract<ChainState, { ok: false }> | null = null;
  for (;;) {
    const links = await linksAfter(db, expected - 1, BATCH);
    if (links.length === 0) return broken ?? { ok: true, length: expected - 1, head: previous };
    await batch(expected - 1, links.length);
    for (const link of links) {
      const fail = (reason: string): ChainState =>
        broken ?? { ok: false, length: expected - 1, brokenAt: expected, reason };
      if (link.seq !== expected)
        return fail(`position ${link.seq} follows ${expected - 1} (a link is missing or added)`);
      if (link.event_missing) return fail(`the event ${link.id} of this link is missing`);
      const canonical = canonicalEvent(link);
      const hash = linkHashOf(previous, canonical);
      if (hash !== link.hash && !broken)
        broken = {
          ok: false,
          length: expected - 1,
          brokenAt: expected,
          reason: `the hash does not follow (the event ${link.id} or the link was changed)`,
        };
      previous = link.hash;
      expected++;
      await each(link, canonical);
    }
  }
}

/**
 * Walks the whole log from its first link (issue 31; issue 47): the hash chain; each event's MAC
 * (with the key file's keys: the events written since migration 0038); the Merkle tree rebuilt from the
 * events against the stored leaves and against every signed head (its signature by the key file's
 * public keys); the heads kept outside (`kept`), each a prefix of this log by a consistency proof and
 * by the rebuilt root; and the events the sealer left out. Names what does not hold.
 */
export async function verifyLog(
  db: Kysely<DB>,
  now: Date,
  options: { keys?: AuditKeyRing | null; kept?: readonly TreeHead[] } = {},
): Promise<LogState> {
  const problems: string[] = [];
  const note = (problem: string) => problems.push(problem);
  const keys = options.keys ?? null;
  const publicKeys = Object.fromEntries((keys?.publicKeys() ?? []).map((k) => [k.key_id, k.public_key]));
  const start = await integrityStart(db);
  const builder = new TreeBuilder(nodeSha256);
  // Heads to check as the rebuilt tree reaches their size: the database's, then the kept ones.
  const stored = await headsBySize(db);
  const candidates: { head: TreeHead; source: string }[] = [
    ...stored.map((h) => ({ head: publishedHead(h), source: `the stored head ${h.id}` })),
    ...(options.kept ?? []).map((head, i) => ({
      head,
      source: `the kept head ${i + 1} (size ${head.size})`,
    })),
  ].sort((a, b) => a.head.size - b.head.size);
  // A head whose signature does not hold under the key file's keys proves nothing of the log: named as
  // such and not checked against it (a forged head must not read as a log with entries missing).
  const checks: typeof candidates = [];
  for (const candidate of candidates) {
    if (keys && !(await verifyTreeHead(candidate.head, publicKeys)))
      note(
        `${candidate.source}: its signature does not hold under the key file's keys (key ${candidate.head.key_id})`,
      );
    else checks.push(candidate);
  }
  let nextCheck = 0;
  let headsChecked = 0;
  const checkHeadsAt = async (size: number) => {
    while (nextCheck < checks.length && (checks[nextCheck]?.head.size ?? 0) <= size) {
      const { head, source } = checks[nextCheck] as (typeof checks)[number];
      nextCheck++;
      if (head.size !== size) continue;
      headsChecked++;
      if (head.root !== toHex(builder.root()))
        note(
          `${source}: the log's first ${size} entries do not give its root (an entry among them was rewritten, removed or added)`,
        );
    }
  };
  await checkHeadsAt(0);
  const storedLeaves = new Map<number, Uint8Array>();

  // The chain, the MACs and the tree in one walk, each event's canonical text made once.
  const chain = await walkLog(
    db,
    async (link, canonical) => {
      const index = builder.size;
      if (keys && link.seq > start.chainSize && !start.unsealedIds.has(link.id)) {
        if (!keys.checkMac(link.key_id, link.mac, withoutSeq(canonical, link.seq)))
          note(`entry ${link.seq} (event ${link.id}, ${link.type}): its MAC does not hold`);
      }
      const leaf = leafHash(utf8(canonical), nodeSha256);
      const storedLeaf = storedLeaves.get(index);
      if (storedLeaf && !Buffer.from(storedLeaf).equals(leaf))
        note(`entry ${link.seq} (event ${link.id}, ${link.type}): it differs from the leaf sealed for it`);
      builder.push(leaf);
      if (nextCheck < checks.length && (checks[nextCheck]?.head.size ?? 0) <= builder.size)
        await checkHeadsAt(builder.size);
    },
    async (from, n) => {
      storedLeaves.clear();
      for (const leaf of await leavesFrom(db, from, n)) storedLeaves.set(leaf.index, leaf.hash);
    },
  );
  if (!chain.ok) note(`the chain is broken at link ${chain.brokenAt}: ${chain.reason}`);

  const size = builder.size;
  const root = toHex(builder.root());
  for (const { head, source } of checks.slice(nextCheck)) {
    headsChecked++;
    note(
      `${source}: it holds ${head.size} entries, the log ${size}: entries ${size + 1} to ${head.size} are missing (the log was truncated or its tail deleted)`,
    );
  }
  // A consistency proof from each kept head to the log as it is now, from the stored nodes (RFC 9162).
  for (const [i, head] of (options.kept ?? []).entries()) {
    if (head.size > size || head.size === 0) continue;
    const proof = await consistencyProofOf(db, head.size, size).catch(() => null);
    const holds =
      proof !== null &&
      verifyConsistency(head.size, size, fromHex(head.root), fromHex(root), proof, nodeSha256);
    if (!holds)
      note(`the kept head ${i + 1} (size ${head.size}): the log does not extend it (consistency proof)`);
  }

  for (const rejected of await rejections(db, NAMED))
    note(
      `event ${rejected.event_id} (${rejected.type ?? 'deleted'}${rejected.occurred_at ? `, ${new Date(rejected.occurred_at).toISOString()}` : ''}) was left out of the log: ${rejected.reason}`,
    );
  const unsealed = await countUnsealedBefore(db, new Date(now.getTime() - SEAL_GRACE_MS));
  if (unsealed > 0) note(`${unsealed} events are older than a quarter of an hour and not sealed`);

  return {
    ok: problems.length === 0,
    length: chain.length,
    head: chain.ok ? chain.head : '',
    ...(chain.ok ? {} : { brokenAt: chain.brokenAt, reason: chain.reason }),
    unsealed,
    problems: problems.slice(0, NAMED),
    problemCount: problems.length,
    tree: { size, root },
    headsChecked,
  };
}
