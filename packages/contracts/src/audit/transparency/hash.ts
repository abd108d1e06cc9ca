import { sha256 as noble } from '@noble/hashes/sha2';

/**
 * RFC 9162 §2.1.1 hashing for the transparency log (issue 47). SHA-256 is synchronous everywhere through
 * @noble/hashes; a caller with a faster implementation (the server, Node's createHash) injects it as the
 * optional `sha256` argument that every function of this library takes.
 */

/** SHA-256 of the concatenation of the parts (32 bytes). */
export type Sha256 = (...parts: Uint8Array[]) => Uint8Array;

/** The default hasher: @noble/hashes, pure JavaScript, Node and browser. */
export const nobleSha256: Sha256 = (...parts) => {
  const state = noble.create();
  for (const part of parts) state.update(part);
  return state.digest();
};

/** The size of every hash in the tree. */
export const HASH_SIZE = 32;

const LEAF_PREFIX = Uint8Array.of(0);
const NODE_PREFIX = Uint8Array.of(1);

/** The hash of a leaf: SHA-256(0x00 || data). */
export function leafHash(data: Uint8Array, sha256: Sha256 = nobleSha256): Uint8Array {
  return sha256(LEAF_PREFIX, data);
}

/** The hash of an interior node: SHA-256(0x01 || left || right). */
export function nodeHash(left: Uint8Array, right: Uint8Array, sha256: Sha256 = nobleSha256): Uint8Array {
  return sha256(NODE_PREFIX, left, right);
}

/** The root of the empty tree: SHA-256 of the empty string. */
export function emptyRoot(sha256: Sha256 = nobleSha256): Uint8Array {
  return sha256();
}

/** Whether n (a positive safe integer) is a power of two; exact up to 2^53, unlike Number.isInteger(log2). */
export function isPowerOfTwo(n: number): boolean {
  return n >= 1 && 2 ** Math.round(Math.log2(n)) === n;
}

/** The largest power of two smaller than n (n ≥ 2): RFC 9162's split point k. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * MTH(D[n]) straight from RFC 9162's recursive definition, over the leaves' hashes. For tests and small
 * trees; the log itself uses TreeBuilder and the stored perfect nodes.
 */
export function merkleRoot(leafHashes: readonly Uint8Array[], sha256: Sha256 = nobleSha256): Uint8Array {
  if (leafHashes.length === 0) return emptyRoot(sha256);
  if (leafHashes.length === 1) return leafHashes[0] as Uint8Array;
  const k = splitPoint(leafHashes.length);
  return nodeHash(
    merkleRoot(leafHashes.slice(0, k), sha256),
    merkleRoot(leafHashes.slice(k), sha256),
    sha256,
  );
}
