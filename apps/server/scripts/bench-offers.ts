// Submitting an offer with 5 parts x 5 variants and 10 attachment references at 20 concurrent bidders
// (issue 8: p95 under 100 ms), then the advertiser's list of them after the deadline (issue 37). Run: npm run bench:offers   (DATABASE_URL for PostgreSQL, BENCH_PORT)
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { insertBidders } from '../test/bidder-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { benchServer, cpuMeter, measureRequests, profiled, startReport, waitUntilIdle } from './bench-lib.ts';

const BIDDERS = 200;
const LIST_REQUESTS = 100;

/** The position in PostgreSQL's write-ahead log (its statistics view lags by up to ten seconds). */
async function walPosition(kind: string, db: Kysely<DB>) {
  if (kind !== 'postgres') return null;
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
  return rows[0]?.lsn ?? null;
}

async function walBytesSince(db: Kysely<DB>, lsn: string) {
  const { rows } = await sql<{
    bytes: string;
  }>`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${lsn}::pg_lsn)::text as bytes`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}
/** Bidders whose submissions warm the server up (compiled code, caches) before the measured ones. */
const WARMUP = 40;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const report = startReport('offers');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3198));
try {
  const db = server.database.db;
  const { token: jan } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const refs = await refsOf(server as never, 'jkowalski');
  const a = await publishedAnnouncement(server as never, jan, refs, { parts: 5, deadlineDays: 10 });
  const bidders: { token: string; files: number[] }[] = [];
  for (const [i, token] of (await insertBidders(db, WARMUP + BIDDERS, { prefix: 'b' }))
    .map((b) => b.token)
    .entries()) {
    const files: number[] = [];
    for (let f = 0; f < 10; f++) {
      const form = new FormData();
      form.append('file', new Blob([`%PDF-1.4 Załącznik ${f} oferenta ${i}`]), `zalacznik-${f}.pdf`);
      const response = await fetch(`${server.baseUrl}/api/files?context=offer`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      });
      files.push(((await response.json()) as { data: { file: { id: number } } }).data.file.id);
    }
    bidders.push({ token, files });
  }
  const body = (files: number[], i: number) =>
    JSON.stringify({
      announcement: a.id,
      offers: a.partIds.map((partId) => ({
        part_id: partId,
        variants: Array.from({ length: 5 }, (_, v) => ({
          price: `${10000 + i * 10 + v},00`,
          description: `Wariant ${v + 1}`,
        })),
      })),
      attachments: files.map((fileId, f) => ({ name: `Załącznik ${f + 1}`, file_id: fileId })),
    });
  // The client runs in a worker thread, so the server's event loop measures alone.
  const requests = bidders.map((bidder, i) => ({
    url: `${server.baseUrl}/api/offerset/announcement/${a.id}/submit`,
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-auth-token': bidder.token },
    body: body(bidder.files, i),
  }));
  // The uploads' events (2,400 of them) are sealed and consumed first: the submissions are measured on a
  // server that is not catching up on a backlog the benchmark made.
  await server.background.settle();
  await waitUntilIdle(db, { now: () => server.clock.now(), label: 'uploads' });
  const walBefore = await walPosition(server.database.kind, db);
  // The first WARMUP submissions, untimed, warm the server and the client thread alike.
  const cpu = await cpuMeter(server.database);
  const summary = await profiled(() =>
    measureRequests(
      `submit 5 parts x 5 variants + 10 attachments (${BIDDERS} bidders)`,
      requests,
      CONCURRENCY,
      WARMUP,
    ),
  );
  const used = await cpu(WARMUP + BIDDERS);
  const walBytes = walBefore === null ? null : await walBytesSince(db, walBefore);
  console.log(`database: ${server.database.kind}`);
  if (walBytes !== null) {
    // What the submissions cost PostgreSQL's write-ahead log (the whole cluster, so other work counts too).
    console.log(`write-ahead log per submission: ${Math.round(walBytes / (WARMUP + BIDDERS) / 1024)} KB`);
  }
  const { samples: _samples, ...figures } = summary;
  console.table([{ ...figures, concurrency: CONCURRENCY }]);
  // Processor time per submission (warm-up included): this process (server and client thread), the
  // server's thread, and the database's own backends on a local PostgreSQL.
  console.table([used]);

  // The advertiser's list of every offer once the deadline has passed (issue 37: it opens them all).
  server.clock.advance(11 * 86_400_000);
  // The session of before the deadline has ended with the clock's move: Jan signs in again.
  const { token: janAfter } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const list = Array.from({ length: LIST_REQUESTS + 10 }, () => ({
    url: `${server.baseUrl}/api/offerset/announcement/${a.id}/list`,
    method: 'GET',
    headers: { 'x-auth-token': janAfter },
  }));
  const { samples: _listSamples, ...listed } = await measureRequests(
    `the advertiser's list of ${WARMUP + BIDDERS} offers after the deadline`,
    list,
    4,
    10,
  );
  console.table([{ ...listed, concurrency: 4 }]);
  report.write({
    database: server.database.kind,
    submit: { ...figures, concurrency: CONCURRENCY },
    walKbPerSubmission: walBytes === null ? null : Math.round(walBytes / (WARMUP + BIDDERS) / 1024),
    cpu: used,
    list: { ...listed, concurrency: 4 },
  });
} finally {
  await server.cleanup();
}
