import { hash } from 'node:crypto';
import { toHex, utf8 } from '@bk/contracts/audit/transparency/encoding';
import { leafHash, type Sha256 } from '@bk/contracts/audit/transparency/hash';
import {
  assembleConsistencyProof,
  assembleInclusionProof,
  consistencyProofNodes,
  inclusionProofNodes,
} from '@bk/contracts/audit/transparency/proofs';
import { type TreeHead, treeHeadMessage } from '@bk/contracts/audit/transparency/sth';
import {
  frontierNodes,
  type NodeId,
  type PerfectNode,
  TreeBuilder,
} from '@bk/contracts/audit/transparency/tree';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { canonicalEvent, type SealedEvent } from './event-chain.ts';
import { waitSealerLock } from './events.repository.ts';
import {
  insertHead,
  insertNodes,
  latestHead,
  nodesAt,
  registerKey,
  type TreeHeadRow,
  treeSize,
} from './log-tree.repository.ts';
import { type AuditKeyRing, auditKeys } from './signing-keys.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The log's Merkle tree (issue 47, decision 0048): leaf i is the event at position i + 1 of the chain,
 * its data the event's canonical text with its position (RFC 9162 hashing, the shared library's). The
 * server hashes with Node's SHA-256 (the library's default is pure JavaScript, for the browser).
 */
export const nodeSha256: Sha256 = (...parts) =>
  hash('sha256', parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts), 'buffer');

export const leafOf = (event: SealedEvent): Uint8Array => leafHash(utf8(canonicalEvent(event)), nodeSha256);

/** A builder that continues the stored tree of `size` leaves (its frontier read in one query). */
export async function resumeTree(db: Db, size: number): Promise<TreeBuilder> {
  return TreeBuilder.resume(size, await storedLookup(db, size), nodeSha256);
}

/** Looks stored nodes up; the frontier of `size` is read at once. */
async function storedLookup(db: Db, size: number) {
  return lookupOf(db, frontierNodes(size));
}

/** The stored nodes `ids`, read in one query, as a lookup that fails plainly on one not stored. */
async function lookupOf(db: Db, ids: NodeId[]) {
  const found = await nodesAt(db, ids);
  return (level: number, index: number) => {
    const hash = found.get(`${level}:${index}`);
    if (!hash) throw new Error(`The log's tree has no node ${level}:${index} (merkle_nodes was changed).`);
    return hash;
  };
}

/** Appends the events' leaves to the tree and stores the nodes they complete. */
export async function appendLeaves(trx: Transaction<DB>, builder: TreeBuilder, events: SealedEvent[]) {
  const nodes: PerfectNode[] = [];
  for (const event of events) nodes.push(...builder.push(leafOf(event)));
  await insertNodes(trx, nodes);
}

/** A head is signed this long after the last one when the tree grew, and at least this often anyway. */
export const HEAD_WHEN_GROWN_MS = 10 * 60_000;
export const HEAD_AT_LEAST_MS = 60 * 60_000;

export function headDue(last: TreeHeadRow | undefined, size: number, now: Date): boolean {
  if (!last) return size > 0;
  const age = now.getTime() - new Date(last.signed_at).getTime();
  return age >= HEAD_AT_LEAST_MS || (Number(last.size) < size && age >= HEAD_WHEN_GROWN_MS);
}

/** Signs and stores a head of the tree as `builder` holds it (its key's public part registered). */
export async function signHead(db: Db, keys: AuditKeyRing, builder: TreeBuilder, now: Date) {
  const unsigned = { size: builder.size, root: toHex(builder.root()), timestamp: now.toISOString() };
  const key = keys.current;
  const signature = key.sign(treeHeadMessage({ ...unsigned, key_id: key.keyId }));
  await registerKey(db, { key_id: key.keyId, public_key: key.publicKey }, now);
  return insertHead(db, {
    size: unsigned.size,
    root: unsigned.root,
    signed_at: now,
    key_id: key.keyId,
    signature,
  });
}

/** The consistency proof (RFC 9162) from the tree of `oldSize` leaves to the one of `newSize`. */
export async function consistencyProofOf(db: Db, oldSize: number, newSize: number): Promise<Uint8Array[]> {
  const lookup = await lookupOf(db, consistencyProofNodes(oldSize, newSize));
  return assembleConsistencyProof(oldSize, newSize, lookup, nodeSha256);
}

/** The inclusion proof (RFC 9162) of leaf `index` in the tree of `size` leaves. */
export async function inclusionProofOf(db: Db, index: number, size: number): Promise<Uint8Array[]> {
  const lookup = await lookupOf(db, inclusionProofNodes(index, size));
  return assembleInclusionProof(index, size, lookup, nodeSha256);
}

/**
 * A head of the tree as it is now, signed at once (the procedure file proves its entries against one; a
 * test makes one): under the sealer's lock, so no leaf is added while the tree is read. The latest head
 * is given instead when it already covers the whole tree.
 */
export async function headNow(db: Kysely<DB>, now: Date): Promise<TreeHeadRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await waitSealerLock(trx);
    const size = await treeSize(trx);
    const last = await latestHead(trx);
    if (last && Number(last.size) === size) return last;
    if (size === 0) return undefined;
    return signHead(trx, auditKeys(), await resumeTree(trx, size), now);
  });
}

/** A stored head as it is published and kept (the shared library's TreeHead). */
export function publishedHead(row: TreeHeadRow): TreeHead {
  return {
    size: Number(row.size),
    root: row.root,
    timestamp: new Date(row.signed_at).toISOString(),
    key_id: row.key_id,
    signature: row.signature,
  };
}

export { latestHead };
