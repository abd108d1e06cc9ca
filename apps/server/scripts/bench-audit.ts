// The event log at scale (issue 31: `audit:verify` over 1,000,000 events under 60 s). Fills the log with
// N events sealed into the chain (written in bulk, hashed as the sealer hashes them), then times the
// verifier's walk. Run: npm run bench:audit -- --count 1000000   (DATABASE_URL for PostgreSQL, else a
// temporary PGlite). Use a database of its own: the events stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { databaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { GENESIS_HASH, linkHash, type SealedEvent, verifyLog } from '../src/modules/events/index.ts';
import { startReport } from './bench-lib.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' } } });
const count = Number(values.count);
const BATCH = 10_000;

const report = startReport('audit');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-bench-audit-'));
const config = loadConfig({ ...process.env, BK_DATA_DIR: dataDir, BK_DEMO_DATA: '0' });
const database = await openDatabase(databaseOptions(config));
const db = database.db;
try {
  await migrateToLatest(db);
  const head = await db
    .selectFrom('event_chain')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  let seq = head?.seq ?? 0;
  let previous = head?.hash ?? GENESIS_HASH;
  const filling = performance.now();
  // Events of the kinds a busy portal records most: offers saved and submitted, reads of offers.
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const { rows } = await sql<
      Omit<SealedEvent, 'seq'>
    >`insert into events (type, object_kind, object_id, actor_kind, actor_id, occurred_at, payload)
        select (array['offer.saved', 'offer.submitted', 'offer.content_read'])[1 + i % 3], 'offer_set', i,
               'user', 1 + i % 5000, now() - (${count} - i) * interval '1 second',
               jsonb_build_object('announcement_id', i / 20, 'status', 'SUBMITTED', 'via', 'own')
          from generate_series(${done + 1}::int, ${done + n}::int) i
        returning id, type, object_kind, object_id, actor_kind, actor_id, occurred_at, payload`.execute(db);
    const links = rows
      .sort((a, b) => a.id - b.id)
      .map((event) => {
        seq += 1;
        previous = linkHash(previous, { ...event, seq });
        return { seq, event_id: event.id, hash: previous, sealed_at: new Date() };
      });
    await db.insertInto('event_chain').values(links).execute();
    if ((done / BATCH) % 10 === 0) process.stdout.write(`${done + n} events\r`);
  }
  const fillSeconds = Number(((performance.now() - filling) / 1000).toFixed(1));
  console.log(`database: ${database.kind}; ${count} events written and sealed in ${fillSeconds} s`);
  const started = performance.now();
  const state = await verifyLog(db, new Date());
  const seconds = (performance.now() - started) / 1000;
  const walk = {
    links: state.length,
    ok: state.ok,
    unsealed: state.unsealed,
    seconds: Number(seconds.toFixed(1)),
    'links per second': Math.round(state.length / seconds),
  };
  console.table([walk]);
  report.write({ database: database.kind, count, fillSeconds, walk });
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
