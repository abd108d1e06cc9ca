import { emptyRoot, HASH_SIZE, nobleSha256, nodeHash, type Sha256 } from './hash.ts';

/**
 * A perfect subtree of the log, addressed as in the table merkle_nodes(level, idx, hash): level 0 is a
 * leaf, and index is the subtree's position among the subtrees of its level, so the node (level, index)
 * covers the leaves [index · 2^level, (index + 1) · 2^level).
 */
export type NodeId = { level: number; index: number };
export type PerfectNode = NodeId & { hash: Uint8Array };

/** Reads a stored perfect node; the server's is a database read, so it may be async. */
export type NodeLookup = (level: number, index: number) => Uint8Array | Promise<Uint8Array>;

/** A non-negative safe integer: the only sizes and indexes this library accepts. */
export function isTreeSize(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

function checkSize(size: number): void {
  if (!isTreeSize(size)) throw new RangeError(`Invalid tree size: ${size}`);
}

/**
 * The frontier of a tree of `size` leaves: the perfect subtrees on its right edge, one per set bit of the
 * size, the largest (leftmost) first. With these a tree can be continued and its root computed.
 */
export function frontierNodes(size: number): NodeId[] {
  checkSize(size);
  const nodes: NodeId[] = [];
  let start = 0;
  for (let width = 2 ** Math.floor(Math.log2(Math.max(size, 1))), level = Math.log2(width); width >= 1; ) {
    if (start + width <= size) {
      nodes.push({ level, index: start / width });
      start += width;
    }
    width /= 2;
    level -= 1;
  }
  return nodes;
}

/**
 * The streaming tree (a compact range): the hashes of the frontier only, so appending is O(1) amortised
 * and memory O(log n). push() reports the perfect nodes each leaf completes, for the server to store in
 * merkle_nodes; root() is RFC 9162's MTH of all the leaves pushed so far.
 */
export class TreeBuilder {
  #size = 0;
  /** The frontier's hashes, the largest subtree first (as frontierNodes orders them). */
  readonly #stack: Uint8Array[] = [];
  readonly #sha256: Sha256;

  constructor(sha256: Sha256 = nobleSha256) {
    this.#sha256 = sha256;
  }

  /** A builder continuing a tree of `size` leaves from its frontier's hashes (frontierNodes(size) order). */
  static fromFrontier(
    size: number,
    frontier: readonly Uint8Array[],
    sha256: Sha256 = nobleSha256,
  ): TreeBuilder {
    const expected = frontierNodes(size).length;
    if (frontier.length !== expected) {
      throw new RangeError(`A tree of ${size} leaves has ${expected} frontier nodes, not ${frontier.length}`);
    }
    if (frontier.some((hash) => hash.length !== HASH_SIZE))
      throw new RangeError('Frontier hashes are 32 bytes');
    const builder = new TreeBuilder(sha256);
    builder.#size = size;
    builder.#stack.push(...frontier);
    return builder;
  }

  /** A builder continuing a tree of `size` leaves, reading its frontier from the stored perfect nodes. */
  static async resume(size: number, lookup: NodeLookup, sha256: Sha256 = nobleSha256): Promise<TreeBuilder> {
    const hashes = await Promise.all(frontierNodes(size).map(({ level, index }) => lookup(level, index)));
    return TreeBuilder.fromFrontier(size, hashes, sha256);
  }

  /** The number of leaves pushed (including those of the tree it was resumed from). */
  get size(): number {
    return this.#size;
  }

  /**
   * Appends a leaf by its hash (leafHash of the entry). Returns the perfect nodes this leaf completes,
   * from the leaf itself ({level: 0, index: old size}) up: one more for each trailing 1 bit of the old size.
   */
  push(leafHash: Uint8Array): PerfectNode[] {
    if (leafHash.length !== HASH_SIZE) throw new RangeError('A leaf hash is 32 bytes');
    let index = this.#size;
    let hash = leafHash;
    const completed: PerfectNode[] = [{ level: 0, index, hash }];
    for (let level = 1, rest = this.#size; rest % 2 === 1; level++, rest = (rest - 1) / 2) {
      hash = nodeHash(this.#stack.pop() as Uint8Array, hash, this.#sha256);
      index = (index - 1) / 2;
      completed.push({ level, index, hash });
    }
    this.#stack.push(hash);
    this.#size += 1;
    return completed;
  }

  /** The frontier: the perfect nodes on the right edge (frontierNodes(size) with their hashes). */
  frontier(): PerfectNode[] {
    return frontierNodes(this.#size).map((node, i) => ({ ...node, hash: this.#stack[i] as Uint8Array }));
  }

  /** MTH of the leaves pushed so far (the empty tree's root, SHA-256 of "", for none). */
  root(): Uint8Array {
    const stack = this.#stack;
    if (stack.length === 0) return emptyRoot(this.#sha256);
    let root = stack[stack.length - 1] as Uint8Array;
    for (let i = stack.length - 2; i >= 0; i--) root = nodeHash(stack[i] as Uint8Array, root, this.#sha256);
    return root;
  }
}
