// The event log at scale (issue 31: `audit:verify` over 1,000,000 events under 60 s; issue 47: the same
// with every MAC, the Merkle tree and the signed heads checked, an inclusion proof under 5 ms, the sealer
// keeping up with 1,000 events a second). Fills the log with N events MACed as recordEvent MACs them,
// sealed into the chain and the tree as the sealer seals them (written in bulk), a head signed halfway
// (kept, as if outside) and one at the end; then times the verifier's whole walk, inclusion proofs of
// random entries, and the sealer over 20,000 events written unsealed.
// Run: npm run bench:audit -- --count 1000000 [--seal 20000]   (DATABASE_URL for PostgreSQL, else a
// temporary PGlite). Use a database of its own: the events stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fromHex } from '@bk/contracts/audit/transparency/encoding';
import { verifyInclusion } from '@bk/contracts/audit/transparency/proofs';
import { TreeBuilder } from '@bk/contracts/audit/transparency/tree';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { Clock } from '../src/db/clock.ts';
import { databaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { canonicalEvent } from '../src/modules/events/event-chain.ts';
import {
  auditKeys,
  GENESIS_HASH,
  headNow,
  inclusionProofOf,
  installAuditKeys,
  leafOf,
  linkHash,
  loadAuditKeys,
  publishedHead,
  sealEvents,
  verifyLog,
} from '../src/modules/events/index.ts';
import { nodeSha256 } from '../src/modules/events/log-tree.ts';
import { percentile, startReport } from './bench-lib.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000000' }, seal: { type: 'string', default: '20000' } },
});
const count = Number(values.count);
const sealCount = Number(values.seal);
const BATCH = 5_000;

const report = startReport('audit');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-bench-audit-'));
const config = loadConfig({ ...process.env, BK_DATA_DIR: dataDir, BK_DEMO_DATA: '0' });
installAuditKeys(loadAuditKeys(config.auditKey));
const database = await openDatabase(databaseOptions(config));
const db = database.db;
const types = ['offer.saved', 'offer.submitted', 'offer.content_read'] as const;

/** `n` events as recordEvent writes them (ids taken first, MACed), in one statement. */
async function writeEvents(n: number, first: number) {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('events', 'id')) as id from generate_series(1, ${n})`.execute(db);
  const events = rows.map(({ id }, i) => {
    const k = first + i;
    const row = {
      id: Number(id),
      type: types[k % 3] as string,
      object_kind: 'offer_set',
      object_id: k,
      actor_kind: 'user' as const,
      actor_id: 1 + (k % 5000),
      occurred_at: new Date(Date.UTC(2026, 0, 1) + k * 1000),
      payload: { announcement_id: Math.floor(k / 20), status: 'SUBMITTED', via: 'own' },
    };
    const { keyId, mac } = auditKeys().mac(canonicalEvent(row));
    return { ...row, key_id: keyId, mac };
  });
  await db
    .insertInto('events')
    .values(events.map((e) => ({ ...e, payload: JSON.stringify(e.payload) })))
    .execute();
  return events;
}

try {
  await migrateToLatest(db);
  const head = await db
    .selectFrom('event_chain')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (head) throw new Error('bench:audit needs a database of its own, with an empty log');
  let seq = 0;
  let previous = GENESIS_HASH;
  const tree = new TreeBuilder(nodeSha256);
  const filling = performance.now();
  let kept: ReturnType<typeof publishedHead> | null = null;
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const events = await writeEvents(n, done + 1);
    const links = [];
    const nodes = [];
    for (const event of events) {
      seq += 1;
      const link = { ...event, seq };
      previous = linkHash(previous, link);
      links.push({ seq, event_id: event.id, hash: previous, sealed_at: new Date() });
      for (const node of tree.push(leafOf(link)))
        nodes.push({ level: node.level, idx: node.index, hash: Buffer.from(node.hash) });
    }
    await db.insertInto('event_chain').values(links).execute();
    for (let i = 0; i < nodes.length; i += 10_000)
      await db
        .insertInto('merkle_nodes')
        .values(nodes.slice(i, i + 10_000))
        .execute();
    if (!kept && seq >= count / 2) kept = publishedHead((await headNow(db, new Date())) as never);
    if ((done / BATCH) % 20 === 0) process.stdout.write(`${done + n} events\r`);
  }
  const last = await headNow(db, new Date());
  const fillSeconds = Number(((performance.now() - filling) / 1000).toFixed(1));
  console.log(`database: ${database.kind}; ${count} events written, MACed and sealed in ${fillSeconds} s`);
  // As autovacuum would after such a load: without statistics the sealer's look for unsealed events
  // plans a hash join over the whole chain (0.4 s a batch at 1,000,000 instead of 5 ms).
  await sql`analyze`.execute(db);

  const started = performance.now();
  const state = await verifyLog(db, new Date(), { keys: auditKeys(), kept: kept ? [kept] : [] });
  const seconds = (performance.now() - started) / 1000;
  const walk = {
    entries: state.tree.size,
    ok: state.ok,
    'heads checked': state.headsChecked,
    findings: state.problemCount,
    seconds: Number(seconds.toFixed(1)),
    'entries per second': Math.round(state.tree.size / seconds),
    target: '< 60 s',
  };
  console.table([walk]);
  if (!state.ok) console.log(state.problems.slice(0, 5));

  // Inclusion proofs of random entries against the last head, each read and checked.
  const size = Number(last?.size ?? 0);
  const root = fromHex(last?.root ?? '');
  const times: number[] = [];
  let held = 0;
  const leaves = await db
    .selectFrom('merkle_nodes')
    .select(['idx', 'hash'])
    .where('level', '=', 0)
    .where('idx', '<', 1000)
    .execute();
  for (let i = 0; i < 500; i++) {
    const index = i < leaves.length ? Number(leaves[i]?.idx) : Math.floor(Math.random() * size);
    const t = performance.now();
    const proof = await inclusionProofOf(db, index, size);
    times.push(performance.now() - t);
    const leaf = leaves.find((l) => Number(l.idx) === index);
    if (leaf && verifyInclusion(new Uint8Array(leaf.hash), index, size, proof, root, nodeSha256)) held++;
  }
  times.sort((a, b) => a - b);
  const proofs = {
    proofs: times.length,
    'p50 ms': Number(percentile(times, 50).toFixed(2)),
    'p95 ms': Number(percentile(times, 95).toFixed(2)),
    'checked and held': held,
    target: 'p95 < 5 ms',
  };
  console.table([proofs]);

  // The sealer over events written unsealed (as a burst of writers would leave them).
  for (let done = 0; done < sealCount; done += BATCH)
    await writeEvents(Math.min(BATCH, sealCount - done), count + done + 1);
  const clock = new Clock();
  const sealing = performance.now();
  let sealed = 0;
  for (;;) {
    const n = (await sealEvents(db, clock)) ?? 0;
    if (n === 0) break;
    sealed += n;
  }
  const sealSeconds = (performance.now() - sealing) / 1000;
  const sealer = {
    sealed,
    seconds: Number(sealSeconds.toFixed(1)),
    'events per second': Math.round(sealed / sealSeconds),
    target: '>= 1000 / s',
  };
  console.table([sealer]);
  report.write({ database: database.kind, count, fillSeconds, walk, proofs, sealer });
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
