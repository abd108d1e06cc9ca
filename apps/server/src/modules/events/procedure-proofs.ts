import { toHex } from '@bk/contracts/audit/transparency/encoding';
import { assembleInclusionProof, inclusionProofNodes } from '@bk/contracts/audit/transparency/proofs';
import type { TreeHead } from '@bk/contracts/audit/transparency/sth';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { nodesAt } from './log-tree.repository.ts';
import { headNow, nodeSha256, publishedHead } from './log-tree.ts';
import { sealEvents } from './sealer.ts';
import { auditKeys } from './signing-keys.ts';

/**
 * What the signed log gives a procedure file (issue 47, decision 0048): a head signed now over the
 * whole log, the key that signed it, and each event's RFC 9162 inclusion proof against it.
 */
export type EventProofs = {
  head: TreeHead;
  key_id: string;
  public_key: string;
  proofs: { event_id: number; leaf_index: number; proof: string[] }[];
};

/**
 * Seals what is committed now (the reads the file's own building recorded a moment ago among it): the
 * sealer of this or another process, waited for up to a few seconds.
 */
export async function sealPending(db: Kysely<DB>, clock: Clock): Promise<void> {
  const until = Date.now() + 5_000;
  for (;;) {
    const sealed = await sealEvents(db, clock);
    if (sealed === 0 || Date.now() > until) return;
    if (sealed === null) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Inclusion proofs of the sealed events at positions `seqs` (by event id), against a head signed now. */
export async function proofsOf(
  db: Kysely<DB>,
  clock: Clock,
  events: readonly { id: number; seq: number }[],
): Promise<EventProofs> {
  const row = await headNow(db, clock.now());
  if (!row) throw new Error('The log has no entry to prove.');
  const head = publishedHead(row);
  const wanted = events.filter((e) => e.seq <= head.size);
  // Every node of every proof in a few queries, not one a proof.
  const ids = new Map<string, { level: number; index: number }>();
  for (const event of wanted)
    for (const node of inclusionProofNodes(event.seq - 1, head.size))
      ids.set(`${node.level}:${node.index}`, node);
  const all = [...ids.values()];
  const found = new Map<string, Uint8Array>();
  for (let i = 0; i < all.length; i += 5_000)
    for (const [key, hash] of await nodesAt(db, all.slice(i, i + 5_000))) found.set(key, hash);
  const lookup = (level: number, index: number) => found.get(`${level}:${index}`);
  const key = auditKeys().get(head.key_id) ?? auditKeys().current;
  return {
    head,
    key_id: key.keyId,
    public_key: key.publicKey,
    proofs: wanted.map((event) => ({
      event_id: event.id,
      leaf_index: event.seq - 1,
      proof: assembleInclusionProof(event.seq - 1, head.size, lookup, nodeSha256).map(toHex),
    })),
  };
}

/** A document's signature by the portal's current audit key (the procedure file's manifest). */
export function signWithLogKey(bytes: Uint8Array): { key_id: string; public_key: string; signature: string } {
  const key = auditKeys().current;
  return { key_id: key.keyId, public_key: key.publicKey, signature: key.sign(bytes) };
}
