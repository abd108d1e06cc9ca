// The transparency log's speed check (issue 47): pushes 1,000,000 leaf hashes through TreeBuilder with
// Node's native SHA-256 injected (as the server's sealer and verifier do) and with the default
// @noble/hashes, then builds and verifies proofs from the nodes the builder reported. Not a test:
// `node --import tsx packages/contracts/scripts/bench-transparency.ts [leaves]`.
import { createHash, hash } from 'node:crypto';
import { leafHash, nobleSha256, type Sha256 } from '../src/audit/transparency/hash.ts';
import {
  assembleConsistencyProof,
  assembleInclusionProof,
  lookupFrom,
  verifyConsistency,
  verifyInclusion,
} from '../src/audit/transparency/proofs.ts';
import { type PerfectNode, TreeBuilder } from '../src/audit/transparency/tree.ts';

/** Node's one-shot crypto.hash over the joined parts: the fastest Node hasher measured. */
const nodeSha256: Sha256 = (...parts) =>
  hash('sha256', parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts), 'buffer');
/** Node's createHash, one update per part. */
const createHashSha256: Sha256 = (...parts) => {
  const state = createHash('sha256');
  for (const part of parts) state.update(part);
  return state.digest();
};

const count = Number(process.argv[2] ?? 1_000_000);
const leaves = Array.from({ length: count }, (_, i) =>
  leafHash(new TextEncoder().encode(`event ${i}`), nodeSha256),
);

/** Pushes every leaf; the completed nodes are counted, and kept for the proofs in the first run. */
function build(sha256: Sha256, keep: boolean) {
  const started = performance.now();
  const builder = new TreeBuilder(sha256);
  const nodes: PerfectNode[] = [];
  let completed = 0;
  for (const leaf of leaves) {
    const done = builder.push(leaf);
    completed += done.length;
    if (keep) for (const node of done) nodes.push(node);
  }
  const root = builder.root();
  return { ms: performance.now() - started, root, nodes, completed };
}

const runs = [
  ['node:crypto hash()', nodeSha256],
  ['node:crypto createHash()', createHashSha256],
  ['@noble/hashes (default)', nobleSha256],
] as const;
const results = runs.map(([name, sha256], i) => {
  const run = build(sha256, i === 0);
  console.log(`${count} leaves, ${name}: ${run.ms.toFixed(0)} ms (${run.completed} perfect nodes reported)`);
  return run;
});
const native = results[0] as ReturnType<typeof build>;
if (results.some((run) => Buffer.compare(run.root, native.root) !== 0))
  throw new Error('The hashers disagree');

const lookup = lookupFrom(native.nodes);
const oldSize = Math.floor(count / 3);
const resumed = await TreeBuilder.resume(
  oldSize,
  (level, index) => lookup(level, index) as Uint8Array,
  nodeSha256,
);
const oldRoot = resumed.root();
const started = performance.now();
let ok = true;
for (let i = 0; i < 1000; i++) {
  const index = Math.floor((i * count) / 1000);
  const proof = assembleInclusionProof(index, count, lookup, nodeSha256);
  ok &&= verifyInclusion(leaves[index] as Uint8Array, index, count, proof, native.root, nodeSha256);
}
const consistency = assembleConsistencyProof(oldSize, count, lookup, nodeSha256);
ok &&= verifyConsistency(oldSize, count, oldRoot, native.root, consistency, nodeSha256);
const ms = performance.now() - started;
console.log(
  `1000 inclusion proofs and a consistency proof, built and verified: ${ms.toFixed(0)} ms, ok: ${ok}`,
);
