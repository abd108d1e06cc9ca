// The statistics page's endpoint at scale (issue 36, decision 0037), against a database filled by
// `npm run seed:scale` (DATABASE_URL for PostgreSQL): the one-off backfill of the facts and the cube (the
// first start after migration 0033: the start's wait until idle), then GET /api/statistics at 4 clients: with random filters (a
// programme, a CPV division, a period: almost every one asked the first time, so summed from the cube)
// and without (the page's first view, kept between changes).
// Run: DATABASE_URL=... npm run bench:statistics [-- --clients 4 --requests 2000]

import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { measureRequests, scaleServer, startReport } from './bench-lib.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '4' },
    requests: { type: 'string', default: '2000' },
  },
});
const report = startReport('statistics');
// It answers once the start's background work (on a new database: the backfill) is done.
const running = await scaleServer(Number(process.env.BENCH_PORT ?? 3195));
const base = running.baseUrl;
const db = running.database.db;
try {
  const counts = await sql<{ facts: number; cells: number }>`select
    (select count(*)::int from statistics_facts) as facts, (select count(*)::int from statistics_cells) as cells`.execute(
    db,
  );
  console.log(
    `facts: ${counts.rows[0]?.facts}, cells: ${counts.rows[0]?.cells} (background work at start: ${running.idle.seconds} s)`,
  );
  const first = (await (await fetch(`${base}/api/statistics`)).json()) as {
    data: {
      options: { programmes: { code: string }[]; divisions: { code: string }[] };
      months: { month: string }[];
    };
  };
  const programmes = ['', ...first.data.options.programmes.map((p) => p.code)];
  const divisions = ['', ...first.data.options.divisions.map((d) => d.code)];
  const months = first.data.months.map((m) => m.month);
  let seed = 36;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const filtered = () => {
    const params = new URLSearchParams();
    const programme = programmes[random(programmes.length)];
    const division = divisions[random(divisions.length)];
    if (programme) params.set('program', programme);
    if (division) params.set('cpv', division);
    if (random(3) > 0) {
      const a = random(months.length);
      const b = random(months.length);
      params.set('od', months[Math.min(a, b)] as string);
      params.set('do', months[Math.max(a, b)] as string);
    }
    return `${base}/api/statistics?${params}`;
  };
  const count = Number(values.requests);
  const clients = Number(values.clients);
  const rows = [];
  for (const [name, url] of [
    ['random filters (summed from the cube)', filtered],
    ['no filters (the first view, kept)', () => `${base}/api/statistics`],
    [
      'a voivodeship CSV with random filters',
      () => filtered().replace('/api/statistics?', '/api/statistics/wojewodztwa.csv?'),
    ],
  ] as const) {
    const requests = Array.from({ length: count }, () => ({ url: url() }));
    const { samples: _s, ...summary } = await measureRequests(name, requests, clients, 50);
    rows.push(summary);
  }
  console.table(rows);
  report.write({
    database: running.database.kind,
    facts: counts.rows[0]?.facts,
    cells: counts.rows[0]?.cells,
    backgroundAtStartSeconds: running.idle.seconds,
    clients,
    results: rows,
  });
} finally {
  await running.close();
}
