// The last minutes before a deadline (issue 50): bidders upload 1-5 attachments of 1-10 MB each over
// throttled connections (a share of them dropped part-way and resumed by the tus protocol), save a draft,
// submit, some withdraw; meanwhile anonymous visitors read the announcement and search. Against the built
// server with BK_WORKERS=auto on a fresh PostgreSQL database. Afterwards every acknowledged offer's
// attachments are downloaded and compared by SHA-256 with what was sent.
// The issue's '500 bidders with 1-5 attachments of 1-10 MB each (1 GB in all)': bidders take their files
// until the total reaches --total-mb (about 60 of them at these sizes); the others submit without files.
// Reports: submission p95, reads p95 (details, search), 5xx answers, files lost or changed, each server
// process's peak memory, drops and resumes. Run (after `npm run build`):
//   npm run bench:surge [-- --bidders 500 --min-mb 1 --max-mb 10 --concurrency 60 --kbps 2000 --drops 0.1]

import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
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
import { offerBody, publishedAnnouncement } from '../test/offer-fixtures.ts';
import { freshDatabase, startBuiltServer, stopBuiltServer } from './bench-built.ts';
import { percentile, startReport, waitUntilIdle } from './bench-lib.ts';

const { values } = parseArgs({
  options: {
    bidders: { type: 'string', default: '500' },
    'min-files': { type: 'string', default: '1' },
    'max-files': { type: 'string', default: '5' },
    'min-mb': { type: 'string', default: '1' },
    'max-mb': { type: 'string', default: '10' },
    /** The issue's '1 GB in all': bidders take their 1-5 files until the total reaches it; the rest submit without. */
    'total-mb': { type: 'string', default: '1024' },
    concurrency: { type: 'string', default: '60' },
    kbps: { type: 'string', default: '2000' },
    drops: { type: 'string', default: '0.1' },
    withdraw: { type: 'string', default: '0.1' },
    readers: { type: 'string', default: '4' },
    workers: { type: 'string', default: 'auto' },
    port: { type: 'string', default: '3194' },
    /** The workers' V8 old-space limit in MB (BK_WORKER_HEAP_MB; V8's own by default). */
    'heap-mb': { type: 'string' },
    /** The workers' allocator: `tuned` (the default, decision 0051) or `glibc` (the C library's own). */
    malloc: { type: 'string', default: 'tuned' },
    /** NODE_OPTIONS for the server's processes (the workers inherit them), e.g. '--max-semi-space-size=64'. */
    'node-options': { type: 'string' },
  },
});
const n = (name: keyof typeof values) => Number(values[name]);
const report = startReport('surge');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = n('port');
const base = `http://127.0.0.1:${port}`;
// A fresh database and storage, dropped and removed at the end.
const database = await freshDatabase('bk_bench_surge');
const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-surge-'));
const server: ChildProcess = await startBuiltServer({
  root,
  port,
  databaseUrl: database.url,
  env: {
    BK_WORKERS: String(values.workers),
    BK_STORAGE_DIR: storage,
    BK_DATA_DIR: storage,
    ...(values['heap-mb'] ? { BK_WORKER_HEAP_MB: values['heap-mb'] } : {}),
    BK_WORKER_MALLOC: String(values.malloc),
    ...(values['node-options'] ? { NODE_OPTIONS: values['node-options'] } : {}),
  },
});

/** The server's processes (the primary and its workers) and their peak resident memory. */
const peakRss = new Map<number, number>();
function processTree(pid: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}
const sampler = setInterval(() => {
  for (const pid of processTree(server.pid as number)) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, kb));
    } catch {
      // gone
    }
  }
}, 250);

const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on('connect', (client) => client.on('error', () => {}));
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
const server0 = { baseUrl: base, database: { db }, clock: { now: () => new Date() } } as never;
const { token: jan } = await login(base, 'jan.kowalski@bk.example', DEMO_PASSWORD);
const announcement = await publishedAnnouncement(server0, jan, await refsOf(server0, 'jkowalski'), {
  parts: 1,
  deadlineDays: 2,
});
const bidders = await insertBidders(db, n('bidders'), {
  prefix: `s${Date.now() % 1_000_000}`,
  expiresAt: new Date(Date.now() + 86_400_000),
});
await waitUntilIdle(db, { label: 'start' });

const status = { fiveXx: 0, drops: 0, resumes: 0, refusedResumes: 0 };
const note = (code: number) => {
  if (code >= 500) status.fiveXx++;
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** One request; the body paced at `kbps`, and cut (the connection destroyed) after `cut` bytes. */
function request(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: Buffer,
  cut?: number,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${pathname}`, { method, headers, agent: false });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        note(response.statusCode ?? 0);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    if (!body) return void req.end();
    const end = cut ?? body.length;
    const perTick = Math.max(16 * 1024, Math.round((n('kbps') * 1024) / 10));
    let at = 0;
    const pump = () => {
      if (at >= end) {
        if (cut === undefined) req.end();
        else req.destroy();
        return;
      }
      const next = Math.min(end, at + perTick);
      req.write(body.subarray(at, next));
      at = next;
      setTimeout(pump, 100);
    };
    pump();
  });
}

const noise = randomBytes(10 * 1024 * 1024 + 1024);
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** A file of `mb` megabytes, its own by its first line. */
function fileOf(label: string, mb: number): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${label}\n`);
  const offset = between(0, 1023);
  return Buffer.concat([head, noise.subarray(offset, offset + mb * 1024 * 1024 - head.length)]);
}

/** Uploads by tus, dropped part-way for a share of files and resumed; the stored file's id. */
async function upload(token: string, label: string, bytes: Buffer): Promise<number> {
  const tus = { 'tus-resumable': '1.0.0', 'x-auth-token': token };
  const created = await request('POST', '/api/uploads?context=offer', {
    ...tus,
    'upload-length': String(bytes.length),
    'upload-metadata': `filename ${Buffer.from(`${label}.pdf`).toString('base64')}`,
  });
  if (created.status !== 201) throw new Error(`create ${created.status} ${created.body}`);
  const location = String(created.headers.location);
  const patch = (offset: number, cut?: number) =>
    request(
      'PATCH',
      location,
      {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(bytes.length - offset),
      },
      bytes.subarray(offset),
      cut === undefined ? undefined : cut - offset,
    );
  let offset = 0;
  if (Math.random() < n('drops')) {
    status.drops++;
    await patch(0, between(Math.floor(bytes.length * 0.1), Math.floor(bytes.length * 0.9)));
  }
  for (let attempt = 0; ; attempt++) {
    const head = await request('HEAD', location, tus);
    offset = Number(head.headers['upload-offset'] ?? 0);
    if (offset > 0) status.resumes++;
    const sent = await patch(offset);
    if (sent.status === 204) break;
    status.refusedResumes++;
    if (attempt > 30) throw new Error(`upload refused: ${sent.status} ${sent.body}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stored = await request('GET', location, { 'x-auth-token': token });
  if (stored.status !== 200) throw new Error(`stored ${stored.status} ${stored.body}`);
  return JSON.parse(stored.body).data.file.id as number;
}

const submitMs: number[] = [];
const acknowledged: { token: string; files: { id: number; sha256: string }[] }[] = [];
let megabytes = 0;

async function bidder(b: { id: number; token: string }, index: number) {
  const files: { id: number; sha256: string }[] = [];
  const count = megabytes < n('total-mb') ? between(n('min-files'), n('max-files')) : 0;
  for (let f = 0; f < count; f++) {
    const bytes = fileOf(`oferta-${index}-${f}`, between(n('min-mb'), n('max-mb')));
    megabytes += bytes.length / 1024 / 1024;
    files.push({
      id: await upload(b.token, `oferta-${index}-${f}`, bytes),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  const body = JSON.stringify(
    offerBody(
      announcement.id,
      announcement.partIds,
      [[`${10000 + index},00`]],
      files.map((f) => f.id),
    ),
  );
  const json = { 'x-auth-token': b.token, 'content-type': 'application/json' };
  const draft = await request('POST', '/api/offerset', json, Buffer.from(body));
  if (draft.status !== 200) throw new Error(`draft ${draft.status} ${draft.body}`);
  const started = performance.now();
  const submitted = await request(
    'PUT',
    `/api/offerset/announcement/${announcement.id}/submit`,
    json,
    Buffer.from(body),
  );
  submitMs.push(performance.now() - started);
  if (submitted.status !== 200) throw new Error(`submit ${submitted.status} ${submitted.body}`);
  if (Math.random() < n('withdraw')) {
    const withdrawn = await request('PUT', `/api/offerset/announcement/${announcement.id}/withdraw`, {
      'x-auth-token': b.token,
    });
    if (withdrawn.status !== 200) throw new Error(`withdraw ${withdrawn.status}`);
  }
  acknowledged.push({ token: b.token, files });
}

// Readers: the announcement and a search, until the bidders are done.
const readMs = { details: [] as number[], search: [] as number[] };
let reading = true;
const readers = Array.from({ length: n('readers') }, async (_, r) => {
  for (let i = 0; reading; i++) {
    const kind = (i + r) % 2 ? 'details' : 'search';
    const started = performance.now();
    const answer = await request(
      'GET',
      kind === 'details' ? `/api/announcements/${announcement.id}` : '/api/search/announcements?q=komputer',
      {},
    );
    readMs[kind].push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${kind} ${answer.status}`);
  }
});

const started = performance.now();
const queue = bidders.map((b, i) => [b, i] as const);
const errors: string[] = [];
await Promise.all(
  Array.from({ length: n('concurrency') }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await bidder(next[0], next[1]).catch((error: unknown) => errors.push(String(error)));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
reading = false;
await Promise.all(readers);
const surgePeakRss = [...peakRss.values()].map((kb) => Math.round(kb / 1024));

// Every acknowledged offer's attachments, downloaded by their bidder and compared.
let changed = 0;
for (const offer of acknowledged)
  for (const file of offer.files) {
    const download = await fetch(`${base}/api/files/${file.id}/download`, {
      headers: { 'x-auth-token': offer.token },
    });
    const got = createHash('sha256')
      .update(Buffer.from(await download.arrayBuffer()))
      .digest('hex');
    if (got !== file.sha256) changed++;
  }
clearInterval(sampler);

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const p95 = (list: number[]) => Math.round(percentile(sorted(list), 95));
const figures = {
  bidders: bidders.length,
  acknowledged: acknowledged.length,
  errors: errors.length,
  firstErrors: errors.slice(0, 3),
  files: acknowledged.reduce((sum, o) => sum + o.files.length, 0),
  megabytes: Math.round(megabytes),
  seconds: Number(seconds.toFixed(1)),
  drops: status.drops,
  resumes: status.resumes,
  refusedResumes: status.refusedResumes,
  lostOrChanged: changed,
  fiveXx: status.fiveXx,
  submitP95Ms: p95(submitMs),
  submitP50Ms: Math.round(percentile(sorted(submitMs), 50)),
  detailsP95Ms: p95(readMs.details),
  searchP95Ms: p95(readMs.search),
  reads: readMs.details.length + readMs.search.length,
  /** Each server process's peak during the surge, and then over the whole run (the check's downloads too). */
  surgePeakRssMbByProcess: surgePeakRss,
  peakRssMbByProcess: [...peakRss.values()].map((kb) => Math.round(kb / 1024)),
};
console.log(figures);
console.log(`written: ${report.write(figures)}`);

await stopBuiltServer(server);
await db.destroy();
await database.drop();
fs.rmSync(storage, { recursive: true, force: true });
process.exit(0);
