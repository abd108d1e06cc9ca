// Throughput of 1 and 2 worker processes (BK_WORKERS) on one PostgreSQL database, side by side in one
// run (issue 35): the search, an announcement's details (anonymous) and offers submitted by bidders, each
// against the built server (`npm run build:server` first) started with BK_WORKERS=1, then 2, then 1 and 2
// again, --rounds times (the machine is noisy: the two sides take turns, so its noise falls on both).
// Prints every run, then per kind the median of the runs of each side with their spread (min-max) for
// requests per second, p50 and p95, and the ratio of the medians (decision 0043: neither side's best
// run, which would flatter both); the figures also go to .tmp/bench/workers.json.
// Run: npm run bench:workers [-- --database-url URL --announcements 20000 --clients 8 --rounds 3]
// Without --database-url a fresh database is made on BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/
// postgres), filled with the demo data and `--announcements` seeded ones, and dropped at the end.
import { type ChildProcess, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { insertBidders } from '../test/bidder-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { freshDatabase, startBuiltServer, stopBuiltServer } from './bench-built.ts';
import { measureRequests, medianSpread, startReport, waitUntilIdle } from './bench-lib.ts';
import { words } from './search-words.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    announcements: { type: 'string', default: '20000' },
    clients: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3196' },
  },
});
const report = startReport('workers');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clients = Number(values.clients);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

let databaseUrl = values['database-url'] ?? null;
let dropAtEnd: (() => Promise<void>) | null = null;
if (!databaseUrl) {
  const fresh = await freshDatabase('bk_bench_workers');
  databaseUrl = fresh.url;
  dropAtEnd = fresh.drop;
  console.log(`seeding ${values.announcements} announcements into ${fresh.name}...`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/scripts/seed-scale.ts', '--count', String(values.announcements)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

function start(workers: number): Promise<ChildProcess> {
  return startBuiltServer({
    root,
    port,
    databaseUrl: databaseUrl as string,
    env: { BK_WORKERS: String(workers) },
    timeoutMs: 120_000,
  });
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
pool.on('connect', (client) => client.on('error', () => {}));
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
const searches = words
  .slice(0, 40)
  .map((word) => `${base}/api/search/announcements?q=${encodeURIComponent(word)}`);
const ids = (
  await db
    .selectFrom('announcements')
    .select('id')
    .where('status', '=', 'PUBLISHED')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
).map((row) => row.id);
const bidders = await insertBidders(db, 300, {
  prefix: `w${Date.now() % 1_000_000}`,
  expiresAt: new Date(Date.now() + 86_400_000),
});

type Row = { round: number; workers: number; kind: string; perSecond: number; p50: number; p95: number };
const rows: Row[] = [];

async function measureAll(round: number, workers: number): Promise<void> {
  const server = await start(workers);
  try {
    const server0 = { baseUrl: base, database: { db }, clock: { now: () => new Date() } } as never;
    const { token: jan } = await login(base, 'jan.kowalski@bk.example', DEMO_PASSWORD);
    const announcement = await publishedAnnouncement(server0, jan, await refsOf(server0, 'jkowalski'), {
      parts: 5,
      deadlineDays: 10,
    });
    // The start's and the publication's background work done (the demo data's, a migration's one-off
    // jobs, the previous run's offers' events) before anything is measured.
    await waitUntilIdle(db, { label: `${workers} worker${workers > 1 ? 's' : ''}` });
    const searchRequests = Array.from({ length: 800 }, (_, i) => ({
      url: searches[i % searches.length] as string,
    }));
    const detailRequests = Array.from({ length: 4000 }, (_, i) => ({
      url: `${base}/api/announcements/${ids[i % ids.length]}`,
    }));
    const offerRequests = bidders.map((bidder, i) => ({
      url: `${base}/api/offerset/announcement/${announcement.id}/submit`,
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-auth-token': bidder.token },
      body: JSON.stringify({
        announcement: announcement.id,
        offers: announcement.partIds.map((partId) => ({
          part_id: partId,
          variants: Array.from({ length: 5 }, (_, v) => ({
            price: `${10000 + i * 10 + v},00`,
            description: `Wariant ${v + 1}`,
          })),
        })),
        attachments: [],
      }),
    }));
    for (const [kind, requests, warmup] of [
      ['search', searchRequests, 80],
      ['details', detailRequests, 400],
      ['offers', offerRequests, 50],
    ] as const) {
      const summary = await measureRequests(`${kind} (${workers})`, [...requests], clients, warmup);
      rows.push({ round, workers, kind, perSecond: summary.perSecond, p50: summary.p50, p95: summary.p95 });
    }
  } finally {
    await stopBuiltServer(server);
  }
}

try {
  for (let round = 0; round < Number(values.rounds); round++) {
    await measureAll(round + 1, 1);
    await measureAll(round + 1, 2);
  }
  const runs = (workers: number, kind: string) =>
    rows.filter((r) => r.workers === workers && r.kind === kind);
  const spread = (values: number[]) => {
    const m = medianSpread(values);
    return m.runs > 1 ? `${m.median} (${m.min}-${m.max})` : String(m.median);
  };
  const figures = ['search', 'details', 'offers'].map((kind) => {
    const one = runs(1, kind);
    const two = runs(2, kind);
    const perSecond = (r: Row[]) => medianSpread(r.map((x) => x.perSecond));
    // Each round's two runs were next to each other in time: their ratio, round by round.
    const pairs = medianSpread(
      one.flatMap((a) => {
        const b = two.find((x) => x.round === a.round);
        return b ? [b.perSecond / a.perSecond] : [];
      }),
    );
    return {
      kind,
      one: {
        perSecond: perSecond(one),
        p50: medianSpread(one.map((x) => x.p50)),
        p95: medianSpread(one.map((x) => x.p95)),
      },
      two: {
        perSecond: perSecond(two),
        p50: medianSpread(two.map((x) => x.p50)),
        p95: medianSpread(two.map((x) => x.p95)),
      },
      ratio: Math.round((perSecond(two).median / perSecond(one).median) * 100) / 100,
      pairRatios: pairs,
      table: {
        kind,
        '1 worker req/s': spread(one.map((x) => x.perSecond)),
        '1 worker p50 / p95 ms': `${spread(one.map((x) => x.p50))} / ${spread(one.map((x) => x.p95))}`,
        '2 workers req/s': spread(two.map((x) => x.perSecond)),
        '2 workers p50 / p95 ms': `${spread(two.map((x) => x.p50))} / ${spread(two.map((x) => x.p95))}`,
        'ratio of medians': Math.round((perSecond(two).median / perSecond(one).median) * 100) / 100,
        'ratio per round':
          pairs.runs > 1 ? `${pairs.median} (${pairs.min}-${pairs.max})` : String(pairs.median),
      },
    };
  });
  console.log(`${clients} clients; ${values.rounds} runs of each side, in turns; every run:`);
  console.table(rows);
  console.log('median of the runs (min-max):');
  console.table(figures.map((f) => f.table));
  report.write({
    clients,
    rounds: Number(values.rounds),
    announcements: values['database-url'] ? null : Number(values.announcements),
    runs: rows,
    medians: figures.map(({ table: _table, ...f }) => f),
  });
} finally {
  await db.destroy();
  if (dropAtEnd) await dropAtEnd();
}
