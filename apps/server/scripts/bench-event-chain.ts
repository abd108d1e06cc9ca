// The two ways of keeping the event log's chain (issue 31, decision 0030), measured side by side on
// PostgreSQL: 20 concurrent writers, each transaction an offer-sized write (a row of jsonb) and its
// event, either (a) hashed at once under a writer lock held until the commit, or (b) inserted as it is
// and sealed by the sealer after the commit. Run: DATABASE_URL=... npm run bench:event-chain
// (a database of its own: it migrates it and leaves its rows).
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { Clock } from '../src/db/clock.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  GENESIS_HASH,
  installAuditKeys,
  linkHash,
  loadAuditKeys,
  recordEvent,
  sealEvents,
  systemActor,
} from '../src/modules/events/index.ts';
import { percentile, startReport } from './bench-lib.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is needed: the question is how writers queue there');
const report = startReport('event-chain');
const WRITERS = 20;
const PER_WRITER = 100;
installAuditKeys(loadAuditKeys({ ...loadConfig(process.env).auditKey }));
const database = await openDatabase({ databaseUrl: url, poolSize: WRITERS + 2 });
const db = database.db;
await migrateToLatest(db);
await sql`create table if not exists bench_offer_rows (id serial primary key, content jsonb)`.execute(db);
const content = JSON.stringify({
  offers: Array.from({ length: 25 }, (_, i) => ({ price: `${1000 + i},00` })),
});
const event = (i: number) => ({
  type: 'offer.submitted' as const,
  object: { kind: 'offer_set', id: i },
  actor: systemActor,
  at: new Date(),
  payload: { announcement_id: 1, status: 'SUBMITTED' },
});

/** (a): the chain's link made in the writer's transaction, under a lock held until its commit. */
async function lockedWrite(i: number) {
  await db.transaction().execute(async (trx) => {
    await sql`insert into bench_offer_rows (content) values (${content}::jsonb)`.execute(trx);
    const recorded = await recordEvent(trx, event(i));
    await sql`select pg_advisory_xact_lock(7310031)`.execute(trx);
    const head = await trx
      .selectFrom('event_chain')
      .select(['seq', 'hash'])
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const seq = (head?.seq ?? 0) + 1;
    const row = await trx
      .selectFrom('events')
      .selectAll()
      .where('id', '=', recorded.id)
      .executeTakeFirstOrThrow();
    const hash = linkHash(head?.hash ?? GENESIS_HASH, { ...row, seq });
    await trx
      .insertInto('event_chain')
      .values({ seq, event_id: recorded.id, hash, sealed_at: new Date() })
      .execute();
  });
}

/** (b): the event inserted as it is; the sealer links it after the commit. */
async function sealedLaterWrite(i: number) {
  await db.transaction().execute(async (trx) => {
    await sql`insert into bench_offer_rows (content) values (${content}::jsonb)`.execute(trx);
    await recordEvent(trx, event(i));
  });
}

async function run(name: string, write: (i: number) => Promise<void>) {
  // Whatever is unsealed from an earlier run is sealed first, so both start from a sealed chain.
  while (((await sealEvents(db, new Clock(), { full: true })) ?? 0) > 0);
  const samples: number[] = [];
  const started = performance.now();
  let sealer: Promise<unknown> = Promise.resolve();
  let sealing = true;
  if (write === sealedLaterWrite)
    sealer = (async () => {
      while (sealing) {
        await sealEvents(db, new Clock());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let k = 0; k < PER_WRITER; k++) {
        const t = performance.now();
        await write(w * PER_WRITER + k);
        samples.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sealing = false;
  await sealer;
  samples.sort((a, b) => a - b);
  return {
    name,
    p50: Number(percentile(samples, 50).toFixed(2)),
    p95: Number(percentile(samples, 95).toFixed(2)),
    'writes per second': Math.round(samples.length / seconds),
  };
}

try {
  const rows = [];
  // Alternating, twice each: the machine's noise falls on both.
  for (const round of [1, 2]) {
    rows.push({ round, ...(await run('(b) sealed after the commit', sealedLaterWrite)) });
    rows.push({ round, ...(await run('(a) writer lock until the commit', lockedWrite)) });
  }
  console.log(`${WRITERS} concurrent writers, ${PER_WRITER} transactions each, PostgreSQL`);
  console.table(rows);
  report.write({ database: 'postgres', writers: WRITERS, perWriter: PER_WRITER, runs: rows });
} finally {
  await database.close();
}
