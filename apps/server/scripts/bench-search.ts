// Search latency over a fixed set of 50 queries (issue 7), against a database filled by
// `npm run seed:scale`. Run: DATABASE_URL=... npm run bench:search   (or BK_DATA_DIR=... for PGlite)
// Options: --clients 4 --rounds 3 --warmup 2 (untimed rounds); --each times every query alone (median of 5)
// instead
import { parseArgs } from 'node:util';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { cpuMeter, measureRequests, profiled } from './bench-lib.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    each: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '2' },
  },
});
const port = 3197;
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  BK_PUBLIC_URL: `http://127.0.0.1:${port}`,
  BK_WEB_DIST: '',
  BK_DEMO_DATA: '0',
  LOG_LEVEL: 'silent',
});
const running = await bootstrap(config);
await running.app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}/api/search/announcements`;

const words = ['dostawa', 'usługi', 'komputer', 'remont', 'szkolenie', 'budowa', 'oprogramowanie', 'meble'];
const phrases = [
  'roboty budowlane',
  'dostawa komputerów',
  'szkolenie pracowników',
  'usługi sprzątania',
  'modernizacja oświetlenia',
  'sprzęt laboratoryjny',
  'przebudowa drogi gminnej',
  'dostawa sprzętu medycznego',
  'organizacja konferencji naukowej',
];
const rare = ['żółw', 'dźwig', 'akwarium', 'harmonijka', 'kajak'];
const filters = [
  '',
  '&status=PUBLISHED',
  '&fulfillmentPlaces[0]=12',
  '&category=Dostawy',
  '&programme[0]=FENG',
  '&publicationDateRange[from]=2026-01-01',
];
const sorts = ['', '&sort=publicationDate', '&sort=submissionDeadline'];
const queries: string[] = [];
for (const [i, word] of words.entries())
  queries.push(`q=${encodeURIComponent(word)}${filters[i % filters.length]}`);
for (const [i, phrase] of phrases.entries()) {
  queries.push(`q=${encodeURIComponent(phrase)}${sorts[i % sorts.length]}`);
  queries.push(`q=${encodeURIComponent(phrase)}${filters[(i + 1) % filters.length]}`);
}
for (const word of rare) queries.push(`q=${encodeURIComponent(word)}`);
for (const [i, word] of ['dostawa', 'usługi', 'remont', 'komputer'].entries()) {
  queries.push(`q=${encodeURIComponent(word)}&page=200`);
  queries.push(`q=${encodeURIComponent(word)}&page=200${sorts[(i % 2) + 1]}`);
}
queries.push(
  'q=45000000',
  'q=30213100-6',
  'status=PUBLISHED',
  'sort=submissionDeadline',
  'fulfillmentPlaces[0]=14&category=Usługi',
);
while (queries.length < 50)
  queries.push(`q=${encodeURIComponent(phrases[queries.length % phrases.length] ?? 'dostawa')}&page=2`);

async function timeEach() {
  const rows: { query: string; ms: number; total: number }[] = [];
  for (const query of queries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const body = await (await fetch(`${base}?${query}`)).json();
      times.push(performance.now() - started);
      total = body.data.meta.total;
    }
    rows.push({ query, ms: Number((times.sort((a, b) => a - b)[2] ?? 0).toFixed(1)), total });
  }
  console.table(rows.sort((a, b) => b.ms - a.ms));
}

try {
  for (const query of queries) await (await fetch(`${base}?${query}`)).arrayBuffer();
  if (values.each) {
    await timeEach();
    process.exit(0);
  }
  const clients = Number(values.clients);
  const rounds = Number(values.rounds);
  // Untimed rounds first, by as many clients: a steady server's connections have each run every kind
  // of query before (a new PostgreSQL connection pays its first reads of shared memory and catalogs).
  const warmup = queries.length * Number(values.warmup);
  // The client runs in a worker thread, so the server's event loop measures alone.
  const requests = Array.from({ length: warmup + queries.length * rounds }, (_, i) => ({
    url: `${base}?${queries[i % queries.length]}`,
  }));
  const cpu = cpuMeter(running.database.kind);
  const { samples, ...summary } = await profiled(() =>
    measureRequests(`50 queries x ${rounds} rounds, ${clients} clients`, requests, clients, warmup),
  );
  const used = cpu(requests.length);
  const slowest = samples.map((s) => ({ query: queries[s.i % queries.length], ms: Math.round(s.ms) }));
  const total = await (
    await fetch(`${base}?status=PUBLISHED&status=CLOSED&status=CANCELLED&status=RESOLVED`)
  ).json();
  console.log(`database: ${running.database.kind}; searchable announcements: ${total.data.meta.total}`);
  console.table([summary]);
  // Processor time per query: this process (server and client thread) and a local PostgreSQL.
  console.table([used]);
  console.log('slowest:');
  console.table(slowest.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SHOW ?? 8)));
} finally {
  await running.close();
}
