import { equalBytes } from './encoding.ts';
import {
  emptyRoot,
  HASH_SIZE,
  isPowerOfTwo,
  nobleSha256,
  nodeHash,
  type Sha256,
  splitPoint,
} from './hash.ts';
import { isTreeSize, type NodeId, type NodeLookup } from './tree.ts';

/**
 * Range hashes and proofs from the stored perfect nodes, and the proofs' verification (RFC 9162 §2.1.3,
 * §2.1.4). Every builder comes in two steps, for a server that reads the nodes in one query:
 *  1. `…Nodes(…)` lists the perfect nodes (level, index) needed;
 *  2. `assemble…(…, lookup)` combines them, `lookup` answering synchronously from what was read.
 * The async one-step forms (`rangeHash`, `inclusionProof`, `consistencyProof`) do both with a lookup that
 * may return promises (all nodes are requested at once, then combined).
 */

/** The leaves [start, end) of the log. */
export type Range = { start: number; end: number };

/** Answers a node read beforehand; undefined for a node that was not read (assembling then throws). */
export type SyncNodeLookup = (level: number, index: number) => Uint8Array | undefined;

/** The key of a node in a Map of nodes read: `${level}:${index}`. */
export function nodeKey(level: number, index: number): string {
  return `${level}:${index}`;
}

/** A SyncNodeLookup over nodes read in bulk (e.g. the rows of merkle_nodes). */
export function lookupFrom(nodes: Iterable<NodeId & { hash: Uint8Array }>): SyncNodeLookup {
  const map = new Map<string, Uint8Array>();
  for (const node of nodes) map.set(nodeKey(node.level, node.index), node.hash);
  return (level, index) => map.get(nodeKey(level, index));
}

function checkRange(start: number, end: number): void {
  if (!isTreeSize(start) || !isTreeSize(end) || start > end) {
    throw new RangeError(`Invalid leaf range [${start}, ${end})`);
  }
}

/** Whether [start, start + width) is a stored perfect node: width a power of two, start aligned to it. */
function perfectLevel(start: number, width: number): number | null {
  return isPowerOfTwo(width) && start % width === 0 ? Math.round(Math.log2(width)) : null;
}

/** Walks MTH(D[start:end])'s RFC 9162 split down to stored perfect nodes, left to right. */
function walkRange<T>(start: number, end: number, leaf: (node: NodeId) => T, join: (l: T, r: T) => T): T {
  const width = end - start;
  const level = perfectLevel(start, width);
  if (level !== null) return leaf({ level, index: start / width });
  const k = splitPoint(width);
  return join(walkRange(start, start + k, leaf, join), walkRange(start + k, end, leaf, join));
}

/**
 * The perfect nodes, left to right, that MTH(D[start:end]) is made of: the RFC 9162 split, where each
 * aligned perfect subtree is one stored node. Empty for start = end (the empty tree's hash needs none).
 */
export function rangeNodes(start: number, end: number): NodeId[] {
  checkRange(start, end);
  if (start === end) return [];
  const nodes: NodeId[] = [];
  walkRange(
    start,
    end,
    (node) => {
      nodes.push(node);
    },
    () => undefined,
  );
  return nodes;
}

/** The perfect nodes the ranges need, each once, in order of first use. */
export function neededNodes(ranges: readonly Range[]): NodeId[] {
  const seen = new Set<string>();
  const nodes: NodeId[] = [];
  for (const { start, end } of ranges) {
    for (const node of rangeNodes(start, end)) {
      const key = nodeKey(node.level, node.index);
      if (!seen.has(key)) {
        seen.add(key);
        nodes.push(node);
      }
    }
  }
  return nodes;
}

function read(lookup: SyncNodeLookup, { level, index }: NodeId): Uint8Array {
  const hash = lookup(level, index);
  if (hash === undefined) throw new Error(`Merkle node (${level}, ${index}) is missing`);
  return hash;
}

/** MTH(D[start:end]) from nodes read beforehand (rangeNodes(start, end)); throws if one is missing. */
export function combineRange(
  start: number,
  end: number,
  lookup: SyncNodeLookup,
  sha256: Sha256 = nobleSha256,
): Uint8Array {
  checkRange(start, end);
  if (start === end) return emptyRoot(sha256);
  return walkRange(
    start,
    end,
    (node) => read(lookup, node),
    (left, right) => nodeHash(left, right, sha256),
  );
}

/** Reads the nodes through a possibly async lookup, all requested at once. */
async function fetchNodes(nodes: readonly NodeId[], node: NodeLookup): Promise<SyncNodeLookup> {
  const hashes = await Promise.all(nodes.map(({ level, index }) => node(level, index)));
  return lookupFrom(nodes.map((id, i) => ({ ...id, hash: hashes[i] as Uint8Array })));
}

/** MTH(D[start:end]) from the stored perfect nodes (rangeHash(0, size, …) is the root at `size`). */
export async function rangeHash(
  start: number,
  end: number,
  node: NodeLookup,
  sha256: Sha256 = nobleSha256,
): Promise<Uint8Array> {
  return combineRange(start, end, await fetchNodes(rangeNodes(start, end), node), sha256);
}

/**
 * The subtrees whose hashes make the inclusion proof of leaf `index` in the tree of `size` leaves
 * (RFC 9162 §2.1.3.1 PATH), in proof order (the leaf's sibling first). Throws a RangeError unless
 * 0 ≤ index < size.
 */
export function inclusionRanges(index: number, size: number): Range[] {
  if (!isTreeSize(index) || !isTreeSize(size) || index >= size) {
    throw new RangeError(`No leaf ${index} in a tree of ${size}`);
  }
  const ranges: Range[] = [];
  let [start, end, m] = [0, size, index];
  // PATH(m, D[n]) = PATH(m, D[0:k]) : MTH(D[k:n]) for m < k, PATH(m - k, D[k:n]) : MTH(D[0:k]) otherwise.
  while (end - start > 1) {
    const k = splitPoint(end - start);
    if (m < k) {
      ranges.push({ start: start + k, end });
      end = start + k;
    } else {
      ranges.push({ start, end: start + k });
      start += k;
      m -= k;
    }
  }
  return ranges.reverse();
}

/**
 * The subtrees whose hashes make the consistency proof between the trees of `oldSize` and `newSize`
 * leaves (RFC 9162 §2.1.4.1 PROOF), in proof order. Empty when oldSize is 0 or equal to newSize; throws a
 * RangeError unless 0 ≤ oldSize ≤ newSize.
 */
export function consistencyRanges(oldSize: number, newSize: number): Range[] {
  if (!isTreeSize(oldSize) || !isTreeSize(newSize) || oldSize > newSize) {
    throw new RangeError(`No consistency proof from ${oldSize} to ${newSize}`);
  }
  if (oldSize === 0) return [];
  const ranges: Range[] = [];
  let [start, end, m, whole] = [0, newSize, oldSize, true];
  // SUBPROOF(m, D[n], b): {} if m = n and b, {MTH(D[m])} if m = n and not b; otherwise split at k and
  // SUBPROOF(m, D[0:k], b) : MTH(D[k:n]) for m ≤ k, SUBPROOF(m - k, D[k:n], false) : MTH(D[0:k]) for m > k.
  while (m !== end - start) {
    const k = splitPoint(end - start);
    if (m <= k) {
      ranges.push({ start: start + k, end });
      end = start + k;
    } else {
      ranges.push({ start, end: start + k });
      start += k;
      m -= k;
      whole = false;
    }
  }
  if (!whole) ranges.push({ start, end });
  return ranges.reverse();
}

/** The perfect nodes an inclusion proof needs (for one bulk read). */
export function inclusionProofNodes(index: number, size: number): NodeId[] {
  return neededNodes(inclusionRanges(index, size));
}

/** The perfect nodes a consistency proof needs (for one bulk read). */
export function consistencyProofNodes(oldSize: number, newSize: number): NodeId[] {
  return neededNodes(consistencyRanges(oldSize, newSize));
}

/** The inclusion proof of leaf `index` in the tree of `size`, from nodes read beforehand. */
export function assembleInclusionProof(
  index: number,
  size: number,
  lookup: SyncNodeLookup,
  sha256: Sha256 = nobleSha256,
): Uint8Array[] {
  return inclusionRanges(index, size).map(({ start, end }) => combineRange(start, end, lookup, sha256));
}

/** The consistency proof from `oldSize` to `newSize`, from nodes read beforehand. */
export function assembleConsistencyProof(
  oldSize: number,
  newSize: number,
  lookup: SyncNodeLookup,
  sha256: Sha256 = nobleSha256,
): Uint8Array[] {
  return consistencyRanges(oldSize, newSize).map(({ start, end }) =>
    combineRange(start, end, lookup, sha256),
  );
}

/** The inclusion proof of leaf `index` in the tree of `size`, reading the nodes through `node`. */
export async function inclusionProof(
  index: number,
  size: number,
  node: NodeLookup,
  sha256: Sha256 = nobleSha256,
): Promise<Uint8Array[]> {
  return assembleInclusionProof(
    index,
    size,
    await fetchNodes(inclusionProofNodes(index, size), node),
    sha256,
  );
}

/** The consistency proof from `oldSize` to `newSize`, reading the nodes through `node`. */
export async function consistencyProof(
  oldSize: number,
  newSize: number,
  node: NodeLookup,
  sha256: Sha256 = nobleSha256,
): Promise<Uint8Array[]> {
  const lookup = await fetchNodes(consistencyProofNodes(oldSize, newSize), node);
  return assembleConsistencyProof(oldSize, newSize, lookup, sha256);
}

const isHash = (value: unknown): value is Uint8Array =>
  value instanceof Uint8Array && value.length === HASH_SIZE;
const isProof = (proof: unknown): proof is readonly Uint8Array[] =>
  Array.isArray(proof) && proof.every(isHash);

/**
 * RFC 9162 §2.1.3.2: whether `proof` proves the leaf of hash `leafHash` is leaf `index` of the tree of
 * `size` leaves whose root is `root`. Never throws: bad input (index ≥ size, a wrong proof length, a hash
 * not of 32 bytes) is false.
 */
export function verifyInclusion(
  leafHash: Uint8Array,
  index: number,
  size: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
  sha256: Sha256 = nobleSha256,
): boolean {
  if (!isTreeSize(index) || !isTreeSize(size) || index >= size) return false;
  if (!isHash(leafHash) || !isHash(root) || !isProof(proof)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r, sha256);
      while (fn % 2 === 0 && fn !== 0) {
        fn /= 2;
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p, sha256);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(r, root);
}

/**
 * RFC 9162 §2.1.4.2: whether `proof` proves the tree of `newSize` leaves (root `newRoot`) extends the tree
 * of `oldSize` leaves (root `oldRoot`). The RFC's algorithm covers 0 < oldSize < newSize; beyond it, equal
 * sizes need an empty proof and equal roots, and oldSize 0 an empty proof and oldRoot the empty tree's
 * root. Never throws: bad input is false.
 */
export function verifyConsistency(
  oldSize: number,
  newSize: number,
  oldRoot: Uint8Array,
  newRoot: Uint8Array,
  proof: readonly Uint8Array[],
  sha256: Sha256 = nobleSha256,
): boolean {
  if (!isTreeSize(oldSize) || !isTreeSize(newSize) || oldSize > newSize) return false;
  if (!isHash(oldRoot) || !isHash(newRoot) || !isProof(proof)) return false;
  if (oldSize === newSize) return proof.length === 0 && equalBytes(oldRoot, newRoot);
  if (oldSize === 0) return proof.length === 0 && equalBytes(oldRoot, emptyRoot(sha256));
  // 1. An empty path fails; 2. for a power-of-two old size, the old root is the path's first value.
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(oldSize) ? [oldRoot, ...proof] : proof;
  // 3–4. fn, sn: the last leaves of both trees, shifted past fn's trailing 1 bits.
  let fn = oldSize - 1;
  let sn = newSize - 1;
  while (fn % 2 === 1) {
    fn = (fn - 1) / 2;
    sn = Math.floor(sn / 2);
  }
  // 5–6.
  let fr = path[0] as Uint8Array;
  let sr = fr;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr, sha256);
      sr = nodeHash(c, sr, sha256);
      while (fn % 2 === 0 && fn !== 0) {
        fn /= 2;
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c, sha256);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  // 7.
  return sn === 0 && equalBytes(fr, oldRoot) && equalBytes(sr, newRoot);
}
