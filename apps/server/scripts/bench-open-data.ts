// The OCDS endpoints at scale (issue 36): pages of the release feed (the first, at random cursors, from a
// moment) at 4 clients, and the whole bulk file's writing in releases per second, against a database
// filled by `npm run seed:scale` (DATABASE_URL for PostgreSQL). Each public announcement without a
// release gets one first: its tender release, made from one real release of the portal as a pattern
// (the same size and shape; the feed's and the export's costs do not depend on the words).
// Run: DATABASE_URL=... npm run bench:open-data [-- --clients 4 --requests 2000]

import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import { buildRelease } from '../src/modules/open-data/open-data.service.ts';
import { measureRequests, scaleServer, startReport } from './bench-lib.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '4' },
    requests: { type: 'string', default: '2000' },
  },
});
const report = startReport('open-data');
const running = await scaleServer(Number(process.env.BENCH_PORT ?? 3194));
const base = running.baseUrl;
const db = running.database.db;
try {
  await running.background.settle();
  // One real release of the portal as the pattern of the others.
  const sample = await db
    .selectFrom('announcements')
    .select(['id', 'published_version_id', 'first_published_at'])
    .where('status', '=', 'PUBLISHED')
    .where('number', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const pattern = await buildRelease(
    { db, clock: running.clock },
    {
      event_id: 1,
      type: 'announcement.published',
      announcement_id: sample.id,
      at: new Date().toISOString(),
      version_id: sample.published_version_id,
    },
  );
  if (!pattern) throw new Error('no release could be built from the sample');
  const text = JSON.stringify(pattern);
  const started = performance.now();
  // Event ids far above the log's, so that the real ones never meet them.
  const filled = await sql<{ count: number }>`
    with made as (
      insert into ocds_releases (event_id, announcement_id, ocid, tag, released_at, release)
      select 1000000000000 + a.id, a.id, ${`${running.config.ocdsPrefix}-`} || a.number, 'tender', a.first_published_at,
        replace(replace(replace(${text}, ${pattern.ocid}, ${`${running.config.ocdsPrefix}-`} || a.number),
          ${pattern.date}, to_char(a.first_published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          ${pattern.id}, (1000000000000 + a.id)::text || '-tender')
      from announcements a
      where a.number is not null and a.first_published_at is not null
        and not exists (select 1 from ocds_releases r where r.announcement_id = a.id)
      returning 1
    ) select count(*)::int as count from made`.execute(db);
  await sql`analyze ocds_releases`.execute(db);
  const total = await sql<{ count: number }>`select count(*)::int as count from ocds_releases`.execute(db);
  console.log(
    `releases: ${total.rows[0]?.count} (${filled.rows[0]?.count} made now in ${Math.round((performance.now() - started) / 1000)} s, ${text.length} B each)`,
  );
  const ids = await sql<{
    id: number;
  }>`select id from ocds_releases tablesample system (1) limit 500`.execute(db);
  const cursors = ids.rows.map((r) => r.id);
  const count = Number(values.requests);
  const clients = Number(values.clients);
  const month = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const rows = [];
  for (const [name, url] of [
    ['the first page (100)', () => `${base}/api/ocds/releases`],
    [
      'a page at a random cursor (100)',
      (i: number) => `${base}/api/ocds/releases?cursor=${cursors[i % cursors.length]}`,
    ],
    ['a page from a moment a month ago (100)', () => `${base}/api/ocds/releases?since=${month}`],
    [
      'a page of 500 at a random cursor',
      (i: number) => `${base}/api/ocds/releases?limit=500&cursor=${cursors[i % cursors.length]}`,
    ],
  ] as const) {
    const requests = Array.from({ length: count }, (_, i) => ({ url: url(i) }));
    const { samples: _s, ...summary } = await measureRequests(name, requests, clients, 100);
    rows.push(summary);
  }
  console.table(rows);
  running.clock.advance(86_400_000);
  const exportStarted = performance.now();
  const answer = await fetch(`${base}/api/ocds/bulk.json.gz`);
  let bytes = 0;
  let lines = 0;
  const body = Readable.fromWeb(answer.body as never);
  body.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  for await (const chunk of body.pipe(createGunzip()) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - exportStarted) / 1000;
  const bulk = {
    name: 'the bulk file (gzip)',
    // The package's head and end take a line each; every release one.
    releases: lines - 2,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round((lines - 2) / seconds),
    megabytes: Math.round(bytes / 1e5) / 10,
  };
  console.table([bulk]);
  report.write({
    database: running.database.kind,
    releases: total.rows[0]?.count,
    clients,
    results: rows,
    bulk,
  });
} finally {
  await running.close();
}
