import { describe, expect, it } from 'vitest';
import { fromBase64, fromHex, toBase64, toHex, utf8 } from '../audit/transparency/encoding.ts';
import {
  emptyRoot,
  isPowerOfTwo,
  leafHash,
  merkleRoot,
  nobleSha256,
  nodeHash,
  type Sha256,
  splitPoint,
} from '../audit/transparency/hash.ts';
import {
  assembleConsistencyProof,
  assembleInclusionProof,
  consistencyProof,
  consistencyProofNodes,
  consistencyRanges,
  inclusionProof,
  inclusionProofNodes,
  inclusionRanges,
  lookupFrom,
  nodeKey,
  rangeHash,
  rangeNodes,
  verifyConsistency,
  verifyInclusion,
} from '../audit/transparency/proofs.ts';
import {
  keyIdOf,
  rawPublicKeyFromSpki,
  type TreeHead,
  treeHeadMessage,
  treeHeadRoot,
  verifyEd25519,
  verifyTreeHead,
} from '../audit/transparency/sth.ts';
import { frontierNodes, type NodeId, type PerfectNode, TreeBuilder } from '../audit/transparency/tree.ts';

// The Certificate Transparency reference implementation's test tree (merkle_tree_test.cc).
const ctInputs = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
];
const ctRoots = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
// Inclusion paths (the reference's 1-based leaf made a 0-based index) and consistency proofs.
const ctPaths = [
  {
    index: 0,
    size: 8,
    path: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    index: 5,
    size: 8,
    path: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  { index: 2, size: 3, path: ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125'] },
  {
    index: 1,
    size: 5,
    path: [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
  { index: 0, size: 1, path: [] },
];
const ctConsistency = [
  { oldSize: 1, newSize: 1, proof: [] },
  {
    oldSize: 1,
    newSize: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    oldSize: 6,
    newSize: 8,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    oldSize: 2,
    newSize: 5,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];

/** Builds a tree with TreeBuilder, keeping every perfect node it reports (the server's merkle_nodes). */
function buildTree(leaves: readonly Uint8Array[], sha256: Sha256 = nobleSha256) {
  const builder = new TreeBuilder(sha256);
  const nodes: PerfectNode[] = [];
  const roots = [builder.root()];
  for (const leaf of leaves) {
    nodes.push(...builder.push(leaf));
    roots.push(builder.root());
  }
  return { builder, nodes, roots, lookup: lookupFrom(nodes) };
}

const ctLeaves = ctInputs.map((input) => leafHash(fromHex(input)));
const ct = buildTree(ctLeaves);
const hexes = (hashes: readonly Uint8Array[]) => hashes.map(toHex);

describe('the RFC 6962/9162 reference vectors', () => {
  it('gives the empty root and the roots of 1..8 leaves', () => {
    expect(toHex(emptyRoot())).toBe(EMPTY);
    expect(toHex(ct.roots[0] as Uint8Array)).toBe(EMPTY);
    expect(hexes(ct.roots.slice(1))).toEqual(ctRoots);
    ctRoots.forEach((root, i) => {
      expect(toHex(merkleRoot(ctLeaves.slice(0, i + 1)))).toBe(root);
    });
  });

  it('builds and verifies the reference inclusion paths', () => {
    for (const { index, size, path } of ctPaths) {
      const proof = assembleInclusionProof(index, size, ct.lookup);
      expect(hexes(proof)).toEqual(path);
      const root = fromHex(ctRoots[size - 1] as string);
      expect(verifyInclusion(ctLeaves[index] as Uint8Array, index, size, proof, root)).toBe(true);
    }
  });

  it('builds and verifies the reference consistency proofs', () => {
    for (const { oldSize, newSize, proof: expected } of ctConsistency) {
      const proof = assembleConsistencyProof(oldSize, newSize, ct.lookup);
      expect(hexes(proof)).toEqual(expected);
      const oldRoot = fromHex(ctRoots[oldSize - 1] as string);
      const newRoot = fromHex(ctRoots[newSize - 1] as string);
      expect(verifyConsistency(oldSize, newSize, oldRoot, newRoot, proof)).toBe(true);
      expect(verifyConsistency(oldSize, newSize, newRoot, oldRoot, proof)).toBe(oldSize === newSize);
    }
  });
});

/**
 * The exhaustive checks hash with Node's native SHA-256, injected as the server's verifier will (the
 * library's default, @noble/hashes, is checked against it below). Reached without node:crypto's types,
 * which this browser-side package does not load.
 */
type NodeCrypto = {
  createHash(algorithm: 'sha256'): { update(data: Uint8Array): void; digest(): Uint8Array };
};
const nodeCrypto = (
  globalThis as unknown as { process: { getBuiltinModule(id: 'node:crypto'): NodeCrypto } }
).process.getBuiltinModule('node:crypto');
const h: Sha256 = (...parts) => {
  const state = nodeCrypto.createHash('sha256');
  for (const part of parts) state.update(part);
  return state.digest();
};

const MAX = 70;
const leaves = Array.from({ length: MAX }, (_, i) => leafHash(Uint8Array.of(i, i * 7, 0x42), h));
const big = buildTree(leaves, h);
const rootAt = (n: number) => big.roots[n] as Uint8Array;
const stored = (nodes: readonly NodeId[]) =>
  lookupFrom(nodes.map((id) => ({ ...id, hash: big.lookup(id.level, id.index) as Uint8Array })));

// RFC 9162's recursive definitions over the leaves, independent of the stored-node code under test.
const mthMemo = new Map<string, Uint8Array>();
function mth(start: number, end: number): Uint8Array {
  const key = `${start}-${end}`;
  let hash = mthMemo.get(key);
  if (hash === undefined) {
    const k = splitPoint(end - start);
    hash =
      end - start === 1
        ? (leaves[start] as Uint8Array)
        : nodeHash(mth(start, start + k), mth(start + k, end), h);
    mthMemo.set(key, hash);
  }
  return hash;
}

function referencePath(m: number, start: number, end: number): Uint8Array[] {
  if (end - start <= 1) return [];
  const k = splitPoint(end - start);
  return m < k
    ? [...referencePath(m, start, start + k), mth(start + k, end)]
    : [...referencePath(m - k, start + k, end), mth(start, start + k)];
}

function referenceSubproof(m: number, start: number, end: number, whole: boolean): Uint8Array[] {
  if (m === end - start) return whole ? [] : [mth(start, end)];
  const k = splitPoint(end - start);
  return m <= k
    ? [...referenceSubproof(m, start, start + k, whole), mth(start + k, end)]
    : [...referenceSubproof(m - k, start + k, end, false), mth(start, start + k)];
}

/** A copy of the bytes with byte `at` flipped. */
function flip(bytes: Uint8Array, at: number): Uint8Array {
  const copy = new Uint8Array(bytes); // not slice(): on Node's Buffers (hasher h) that is a view
  copy[at] = (copy[at] as number) ^ 0x01;
  return copy;
}

/**
 * The byte positions changed in each hash: every one for the trees of up to 16 leaves, three (first, one
 * inside, last) above, to keep the exhaustive checks to a few seconds.
 */
const positions = (size: number) => (size <= 16 ? Array.from({ length: 32 }, (_, i) => i) : [0, 13, 31]);

/** Single-byte changes of every element of the proof. */
function* mutations(proof: readonly Uint8Array[], size: number): Generator<Uint8Array[]> {
  for (let i = 0; i < proof.length; i++) {
    for (const at of positions(size)) {
      const changed = proof.slice();
      changed[i] = flip(proof[i] as Uint8Array, at);
      yield changed;
    }
  }
}

describe('the tree builder', () => {
  it("gives RFC 9162's root for every size up to 70, with either hasher", () => {
    const noble = buildTree(leaves);
    for (let n = 0; n <= MAX; n++) {
      expect(toHex(rootAt(n))).toBe(toHex(merkleRoot(leaves.slice(0, n))));
      expect(toHex(noble.roots[n] as Uint8Array)).toBe(toHex(rootAt(n)));
    }
  });

  it('reports each perfect node once, with the hash of its subtree', () => {
    expect(new Set(big.nodes.map((node) => nodeKey(node.level, node.index))).size).toBe(big.nodes.length);
    for (const { level, index, hash } of big.nodes) {
      const width = 2 ** level;
      expect(toHex(hash)).toBe(toHex(merkleRoot(leaves.slice(index * width, (index + 1) * width), h)));
    }
    // A tree of n leaves has 2n - popcount(n) perfect nodes.
    expect(big.nodes.length).toBe(2 * MAX - 3);
  });

  it('resumes from the stored frontier (or its hashes) with the same roots and nodes', async () => {
    for (let n = 0; n <= MAX; n++) {
      const fromStore = await TreeBuilder.resume(
        n,
        async (level, index) => {
          const hash = big.lookup(level, index);
          if (!hash) throw new Error('missing');
          return hash;
        },
        h,
      );
      const partial = buildTree(leaves.slice(0, n), h).builder;
      expect(partial.frontier().map(({ level, index }) => ({ level, index }))).toEqual(frontierNodes(n));
      const fromFrontier = TreeBuilder.fromFrontier(
        n,
        partial.frontier().map((node) => node.hash),
        h,
      );
      for (const builder of [fromStore, fromFrontier]) {
        expect(builder.size).toBe(n);
        expect(toHex(builder.root())).toBe(toHex(rootAt(n)));
        for (let m = n; m < Math.min(MAX, n + 9); m++) {
          for (const node of builder.push(leaves[m] as Uint8Array)) {
            expect(toHex(node.hash)).toBe(toHex(big.lookup(node.level, node.index) as Uint8Array));
          }
          expect(toHex(builder.root())).toBe(toHex(rootAt(m + 1)));
        }
      }
    }
    expect(() => TreeBuilder.fromFrontier(6, [leaves[0] as Uint8Array])).toThrow(RangeError);
  });
});

describe('range hashes from the stored nodes', () => {
  it('give MTH of every range and the root of every size, from few nodes', async () => {
    for (let end = 0; end <= MAX; end++) {
      expect(rangeNodes(0, end)).toEqual(frontierNodes(end));
      for (let start = 0; start <= end; start++) {
        const hash = await rangeHash(start, end, (level, index) => big.lookup(level, index) as Uint8Array, h);
        expect(toHex(hash)).toBe(toHex(start === end ? emptyRoot() : mth(start, end)));
      }
    }
    expect(rangeNodes(0, 64)).toEqual([{ level: 6, index: 0 }]);
    expect(() => rangeNodes(5, 4)).toThrow(RangeError);
  });
});

describe('inclusion proofs', () => {
  it('are built from the stored nodes, match the RFC, verify, and fail when anything changes', () => {
    for (let size = 1; size <= MAX; size++) {
      const root = rootAt(size);
      for (let index = 0; index < size; index++) {
        const leaf = leaves[index] as Uint8Array;
        const verify = (l: Uint8Array, i: number, n: number, p: readonly Uint8Array[], r: Uint8Array) =>
          verifyInclusion(l, i, n, p, r, h);
        // Only the nodes asked for are available: the two-step API must ask for all it uses.
        const proof = assembleInclusionProof(index, size, stored(inclusionProofNodes(index, size)), h);
        expect(hexes(proof)).toEqual(hexes(referencePath(index, 0, size)));
        expect(verify(leaf, index, size, proof, root)).toBe(true);

        const accepted: string[] = [];
        const mustFail = (what: string, ok: boolean) => ok && accepted.push(what);
        for (const changed of mutations(proof, size))
          mustFail('proof', verify(leaf, index, size, changed, root));
        for (const at of positions(size)) {
          mustFail('leaf', verify(flip(leaf, at), index, size, proof, root));
          mustFail('root', verify(leaf, index, size, proof, flip(root, at)));
        }
        for (const wrong of [index - 1, index + 1, index ^ 2, size, -1, 0.5, Number.NaN]) {
          if (wrong !== index) mustFail(`index ${wrong}`, verify(leaf, wrong, size, proof, root));
        }
        // Another size, with this tree's root or with that size's own. (Not one more leaf with this root: the
        // proof can be the same there, as RFC 9162's hashes do not bind the size; the signed head does.)
        for (const wrong of [size * 2, Math.floor(size / 2), index, 0, -size, Number.NaN]) {
          if (wrong !== size) mustFail(`size ${wrong}`, verify(leaf, index, wrong, proof, root));
        }
        for (const wrong of [size - 1, size + 1, size * 2, Math.floor(size / 2)]) {
          if (wrong !== size && wrong > index && wrong <= MAX) {
            mustFail(`size ${wrong} and its root`, verify(leaf, index, wrong, proof, rootAt(wrong)));
          }
        }
        mustFail('longer', verify(leaf, index, size, [...proof, root], root));
        mustFail('prefixed', verify(leaf, index, size, [root, ...proof], root));
        if (proof.length > 0) {
          mustFail('without the first', verify(leaf, index, size, proof.slice(1), root));
          mustFail('without the last', verify(leaf, index, size, proof.slice(0, -1), root));
        }
        expect(accepted, `leaf ${index} of ${size}`).toEqual([]);
      }
    }
  }, 60_000);

  it('are also served through an async lookup', async () => {
    const proof = await inclusionProof(
      13,
      70,
      async (level, index) => big.lookup(level, index) as Uint8Array,
    );
    expect(verifyInclusion(leaves[13] as Uint8Array, 13, 70, proof, rootAt(70))).toBe(true);
  });

  it('reject bad input without throwing when verifying, and with a RangeError when building', () => {
    const root = rootAt(5);
    const leaf = leaves[0] as Uint8Array;
    expect(verifyInclusion(leaf, 0, 0, [], emptyRoot())).toBe(false);
    expect(verifyInclusion(leaf, 0, 1, [], leaf)).toBe(true);
    expect(verifyInclusion(leaf, 1, 1, [], leaf)).toBe(false);
    expect(verifyInclusion(leaf, 0, 5, [new Uint8Array(31)], root)).toBe(false);
    expect(verifyInclusion(leaf.subarray(1), 0, 1, [], leaf)).toBe(false);
    expect(verifyInclusion(leaf, 0, 5, null as unknown as Uint8Array[], root)).toBe(false);
    expect(verifyInclusion(leaf, 0, 2 ** 60, [], root)).toBe(false);
    expect(() => inclusionRanges(5, 5)).toThrow(RangeError);
    expect(() => inclusionRanges(-1, 5)).toThrow(RangeError);
    expect(() => assembleInclusionProof(0, 5, () => undefined)).toThrow(/missing/);
  });
});

describe('consistency proofs', () => {
  it('are built from the stored nodes, match the RFC, verify, and fail when anything changes', () => {
    for (let newSize = 0; newSize <= MAX; newSize++) {
      const newRoot = rootAt(newSize);
      for (let oldSize = 0; oldSize <= newSize; oldSize++) {
        const oldRoot = rootAt(oldSize);
        const verify = (m: number, n: number, r1: Uint8Array, r2: Uint8Array, p: readonly Uint8Array[]) =>
          verifyConsistency(m, n, r1, r2, p, h);
        const proof = assembleConsistencyProof(
          oldSize,
          newSize,
          stored(consistencyProofNodes(oldSize, newSize)),
          h,
        );
        const expected = oldSize === 0 ? [] : referenceSubproof(oldSize, 0, newSize, true);
        expect(hexes(proof)).toEqual(hexes(expected));
        expect(verify(oldSize, newSize, oldRoot, newRoot, proof)).toBe(true);

        const accepted: string[] = [];
        const mustFail = (what: string, ok: boolean) => ok && accepted.push(what);
        for (const changed of mutations(proof, newSize)) {
          mustFail('proof', verify(oldSize, newSize, oldRoot, newRoot, changed));
        }
        for (const at of positions(newSize)) {
          mustFail('old root', verify(oldSize, newSize, flip(oldRoot, at), newRoot, proof));
          if (oldSize > 0) mustFail('new root', verify(oldSize, newSize, oldRoot, flip(newRoot, at), proof));
        }
        // Other sizes, each with its own root (for the non-trivial proofs: 0 < oldSize < newSize).
        if (proof.length > 0) {
          for (const wrong of [oldSize - 1, oldSize + 1, oldSize ^ 2, newSize + 1]) {
            if (wrong !== oldSize && wrong >= 0 && wrong <= MAX) {
              mustFail(`old size ${wrong}`, verify(wrong, newSize, rootAt(wrong), newRoot, proof));
            }
          }
          for (const wrong of [newSize * 2, Math.floor(newSize / 2), newSize + 1, newSize - 1]) {
            if (wrong !== newSize && wrong >= 0 && wrong <= MAX) {
              mustFail(`new size ${wrong}`, verify(oldSize, wrong, oldRoot, rootAt(wrong), proof));
            }
          }
          mustFail('without the first', verify(oldSize, newSize, oldRoot, newRoot, proof.slice(1)));
          mustFail('without the last', verify(oldSize, newSize, oldRoot, newRoot, proof.slice(0, -1)));
          mustFail('swapped roots', verify(oldSize, newSize, newRoot, oldRoot, proof));
        }
        mustFail('longer', verify(oldSize, newSize, oldRoot, newRoot, [...proof, newRoot]));
        mustFail('prefixed', verify(oldSize, newSize, oldRoot, newRoot, [oldRoot, ...proof]));
        expect(accepted, `${oldSize} to ${newSize}`).toEqual([]);
      }
    }
  }, 60_000);

  it('are also served through an async lookup', async () => {
    const proof = await consistencyProof(
      37,
      70,
      async (level, index) => big.lookup(level, index) as Uint8Array,
    );
    expect(verifyConsistency(37, 70, rootAt(37), rootAt(70), proof)).toBe(true);
  });

  it('reject bad input without throwing when verifying, and with a RangeError when building', () => {
    expect(verifyConsistency(0, 0, emptyRoot(), emptyRoot(), [])).toBe(true);
    expect(verifyConsistency(0, 5, emptyRoot(), rootAt(5), [])).toBe(true);
    expect(verifyConsistency(0, 5, rootAt(1), rootAt(5), [])).toBe(false);
    expect(verifyConsistency(5, 4, rootAt(5), rootAt(4), [])).toBe(false);
    expect(verifyConsistency(1, 2, rootAt(1), rootAt(2), [])).toBe(false);
    expect(verifyConsistency(3, 3, rootAt(3), rootAt(3), [rootAt(3)])).toBe(false);
    expect(verifyConsistency(3, 5, rootAt(3), rootAt(5), [new Uint8Array(3)])).toBe(false);
    expect(verifyConsistency(3, Number.NaN, rootAt(3), rootAt(5), [])).toBe(false);
    expect(verifyConsistency(3, 5, rootAt(3), 'x' as unknown as Uint8Array, [])).toBe(false);
    expect(consistencyRanges(0, 9)).toEqual([]);
    expect(() => consistencyRanges(6, 5)).toThrow(RangeError);
  });
});

describe('large trees', () => {
  it('address nodes exactly up to 2^53 - 1 leaves', () => {
    const size = Number.MAX_SAFE_INTEGER;
    expect(isPowerOfTwo(size)).toBe(false);
    expect(isPowerOfTwo(2 ** 52)).toBe(true);
    expect(frontierNodes(size)).toHaveLength(53);
    expect(rangeNodes(0, size)).toEqual(frontierNodes(size));
    expect(frontierNodes(size).at(-1)).toEqual({ level: 0, index: size - 1 });
    expect(inclusionRanges(size - 1, size)).toHaveLength(52);
    expect(inclusionProofNodes(2 ** 40 + 5, 2 ** 41 + 3).every((node) => node.level <= 41)).toBe(true);
    expect(consistencyProofNodes(2 ** 40 + 5, size).length).toBeGreaterThan(0);
  });

  it('refuse hashes that are not 32 bytes', () => {
    expect(() => new TreeBuilder().push(new Uint8Array(31))).toThrow(RangeError);
    expect(() => TreeBuilder.fromFrontier(1, [new Uint8Array(33)])).toThrow(RangeError);
  });
});

describe('hex and base64', () => {
  it('round-trip and follow RFC 4648', () => {
    const vectors = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy'];
    const texts = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'];
    texts.forEach((text, i) => {
      expect(toBase64(utf8(text))).toBe(vectors[i]);
      expect(fromBase64(vectors[i] as string)).toEqual(utf8(text));
    });
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
    expect(fromHex(toHex(all))).toEqual(all);
    expect(toHex(fromHex('ABcd'))).toBe('abcd');
    for (const bad of ['Zg=', 'Zh==', 'Z===', '=Zg=', 'Zg==Zg==', 'Z!=='])
      expect(() => fromBase64(bad)).toThrow(TypeError);
    for (const bad of ['abc', 'zz']) expect(() => fromHex(bad)).toThrow(TypeError);
  });
});

describe('signed tree heads', () => {
  // Signed on the server's path: node:crypto generateKeyPairSync('ed25519') and sign(null, message, key).
  const nodeKey32 = 'kx0DW3tkhH2YrG0Y1ygqVqLu+mPg4gXS09OsXkNl36E=';
  const nodeHead: TreeHead = {
    size: 0,
    root: EMPTY,
    timestamp: '2026-12-03T07:30:00.000Z',
    key_id: '810831159fbcb712',
    signature: 'QmWde9zubcrI8LBkPwJCIxHEiuc4ijOhNyhfps00ij/BldR7B6Ozva4zdwZvdrYDhaH7Lah9uiXZkZAUXp9mCA==',
  };

  it('verifies a head signed with node:crypto', async () => {
    expect(keyIdOf(nodeKey32)).toBe(nodeHead.key_id);
    expect(await verifyTreeHead(nodeHead, { [nodeHead.key_id]: nodeKey32 })).toBe(true);
  });

  it('has a fixed message form', () => {
    const head = {
      size: 8,
      root: ctRoots[7] as string,
      timestamp: '2026-01-02T03:04:05.678Z',
      key_id: '0123456789abcdef',
    };
    expect(new TextDecoder().decode(treeHeadMessage(head))).toBe(
      `bk-tree-head/v1\n8\n${ctRoots[7]}\n2026-01-02T03:04:05.678Z\n0123456789abcdef\n`,
    );
    expect(() => treeHeadMessage({ ...head, root: (ctRoots[7] as string).toUpperCase() })).toThrow(TypeError);
    expect(() => treeHeadMessage({ ...head, size: 1.5 })).toThrow(TypeError);
    expect(() => treeHeadMessage({ ...head, timestamp: '2026-01-02 03:04:05Z' })).toThrow(TypeError);
    expect(() => treeHeadMessage({ ...head, key_id: 'x' })).toThrow(TypeError);
    expect(toHex(treeHeadRoot(head))).toBe(ctRoots[7]);
  });

  it('verifies a head signed with a fresh key, and fails on any change or a wrong key', async () => {
    const subtle = globalThis.crypto.subtle;
    const generate = async () => {
      const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
      const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
      const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
      expect(rawPublicKeyFromSpki(spki)).toEqual(raw);
      return { pair, publicKey: toBase64(raw), keyId: keyIdOf(raw) };
    };
    const key = await generate();
    const other = await generate();
    const unsigned = {
      size: 70,
      root: toHex(rootAt(70)),
      timestamp: new Date(0).toISOString(),
      key_id: key.keyId,
    };
    const sign = async (message: Uint8Array<ArrayBuffer>) =>
      toBase64(new Uint8Array(await subtle.sign({ name: 'Ed25519' }, key.pair.privateKey, message)));
    const head: TreeHead = { ...unsigned, signature: await sign(treeHeadMessage(unsigned)) };
    const keys = { [key.keyId]: key.publicKey, [other.keyId]: other.publicKey };

    expect(await verifyTreeHead(head, keys)).toBe(true);
    expect(await verifyEd25519(key.publicKey, treeHeadMessage(head), head.signature)).toBe(true);

    const changeChar = (text: string, at: number) => {
      const char = text[at] === '0' ? '1' : '0';
      return text.slice(0, at) + char + text.slice(at + 1);
    };
    const signature = fromBase64(head.signature);
    const variants: TreeHead[] = [
      { ...head, size: 71 },
      { ...head, size: 0 },
      { ...head, root: changeChar(head.root, 0) },
      { ...head, root: changeChar(head.root, 63) },
      { ...head, timestamp: '1970-01-01T00:00:00.001Z' },
      { ...head, timestamp: '1970-01-01T00:00:00.000Z '.trim().replace('.000', '.00') },
      { ...head, signature: toBase64(flip(signature, 0)) },
      { ...head, signature: toBase64(flip(signature, 63)) },
      { ...head, signature: changeChar(head.signature, 5) },
      { ...head, signature: '' },
      { ...head, key_id: other.keyId },
      { ...head, key_id: '0000000000000000' },
    ];
    for (const variant of variants) expect(await verifyTreeHead(variant, keys)).toBe(false);
    // The right id mapped to the wrong key, and a head with a key the verifier does not know.
    expect(await verifyTreeHead(head, { [key.keyId]: other.publicKey })).toBe(false);
    expect(await verifyTreeHead(head, {})).toBe(false);
    expect(await verifyEd25519(other.publicKey, treeHeadMessage(head), head.signature)).toBe(false);
    expect(await verifyEd25519('not base64', treeHeadMessage(head), head.signature)).toBe(false);
    expect(await verifyEd25519(key.publicKey, treeHeadMessage(head), 'AAAA')).toBe(false);
  });
});
