// Search latency over a fixed set of 50 queries (issue 7), against a database filled by
// `npm run seed:scale`. Run: DATABASE_URL=... npm run bench:search   (or BK_DATA_DIR=... for PGlite)
// Options: --clients 4 --rounds 3 --warmup 2 (untimed rounds); --attachments 0 (the form's words only);
// --each times every query alone (median of 5)
// instead; --baseline S compares each query with the plain full-text query over the same text (each
// baseline query stopped after S seconds; search-baseline.ts) instead; --counts 0 skips the check of the counts (each query's shown total against the exact
// count, worked out once before the timed part)
import { parseArgs } from 'node:util';
import { searchQuerySchema } from '@bk/contracts/search/search';
import qs from 'qs';
import { countMatching } from '../src/modules/search/search.repository.ts';
import { matchingCondition, planSearch } from '../src/modules/search/search-plan.ts';
import { cpuMeter, measureRequests, profiled, scaleServer, startReport } from './bench-lib.ts';
import { compareWithBaseline } from './search-baseline.ts';
import { phrases, rare, words } from './search-words.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    each: { type: 'boolean', default: false },
    baseline: { type: 'string', default: '' },
    warmup: { type: 'string', default: '2' },
    counts: { type: 'string', default: '1' },
    /** 0: the words in the form only ('Szukaj także w załącznikach' off; issue 49). */
    attachments: { type: 'string', default: '1' },
  },
});
const report = startReport('search');
const port = Number(process.env.BENCH_PORT ?? 3197);
// The API alone; it answers once the start's background work is done (waitUntilIdle).
const running = await scaleServer(port);
const base = `http://127.0.0.1:${port}/api/search/announcements`;

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
if (values.attachments === '0')
  for (const [i, query] of queries.entries()) queries[i] = `${query}&attachments=0`;

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
  return rows;
}

/**
 * Each query's shown total against the exact count (a plain count of the search's own condition, made
 * once, outside the timed part): an approximate total within 10 %, an exact one equal, and no page
 * offered past the last match.
 */
async function checkCounts() {
  const exactOf = new Map<string, number>();
  const rows = [];
  let wrong = 0;
  for (const query of queries) {
    const q = searchQuerySchema.parse(qs.parse(query));
    const { page: _p, limit: _l, sort: _s, ...conditions } = q;
    const key = JSON.stringify(conditions);
    let exact = exactOf.get(key);
    if (exact === undefined) {
      exact = await countMatching(
        running.database.db,
        matchingCondition(await planSearch(running.database.db, q)),
      );
      exactOf.set(key, exact);
    }
    // The first time a query is asked: its count is not remembered yet.
    const started = performance.now();
    const meta = (await (await fetch(`${base}?${query}`)).json()).data.meta;
    const firstMs = performance.now() - started;
    const error = exact === 0 ? (meta.total === 0 ? 0 : 1) : (meta.total - exact) / exact;
    const lastPage = Math.max(1, Math.ceil(exact / q.limit));
    const ok =
      (meta.approximate ? Math.abs(error) <= 0.1 : meta.total === exact) && meta.last_page <= lastPage;
    if (!ok) wrong++;
    rows.push({
      query,
      shown: `${meta.approximate ? 'około ' : ''}${meta.total}`,
      exact,
      error: `${(error * 100).toFixed(1)} %`,
      last_page: `${meta.last_page} of ${lastPage}`,
      ok: ok ? 'yes' : 'NO',
      first_ms: Math.round(firstMs),
    });
  }
  console.table(rows);
  console.log(
    `counts: ${queries.length - wrong} of ${queries.length} within 10 % (exact ones equal), no page past the end`,
  );
  return { right: queries.length - wrong, of: queries.length, rows };
}

try {
  const counts = values.counts !== '0' ? await checkCounts() : null;
  for (const query of queries) await (await fetch(`${base}?${query}`)).arrayBuffer();
  if (values.baseline) {
    const timeoutMs = Number(values.baseline) * 1000;
    const compared = await compareWithBaseline(running.database.db, base, queries, timeoutMs);
    report.write({
      database: running.database.kind,
      attachments: values.attachments !== '0',
      counts,
      baseline: compared,
    });
    process.exit(0);
  }
  if (values.each) {
    report.write({ database: running.database.kind, counts, each: await timeEach() });
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
  const cpu = await cpuMeter(running.database);
  const { samples, ...summary } = await profiled(() =>
    measureRequests(`50 queries x ${rounds} rounds, ${clients} clients`, requests, clients, warmup),
  );
  const used = await cpu(requests.length);
  const slowest = samples.map((s) => ({ query: queries[s.i % queries.length], ms: Math.round(s.ms) }));
  const total = await (
    await fetch(`${base}?status=PUBLISHED&status=CLOSED&status=CANCELLED&status=RESOLVED`)
  ).json();
  console.log(`database: ${running.database.kind}; searchable announcements: ${total.data.meta.total}`);
  console.table([summary]);
  // Processor time per query: this process (server and client thread), the server's thread, and the
  // database's own backends on a local PostgreSQL.
  console.table([used]);
  console.log('slowest:');
  const slow = slowest.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SHOW ?? 8));
  console.table(slow);
  report.write({
    database: running.database.kind,
    attachments: values.attachments !== '0',
    searchable: total.data.meta.total,
    clients,
    rounds,
    summary,
    cpu: used,
    slowest: slow,
    counts: counts && { right: counts.right, of: counts.of },
  });
} finally {
  await running.close();
}
