import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { bootstrap, type Running } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DB } from '../src/db/schema.ts';
import { item, part, type Refs, validContent } from '../test/announcement-fixtures.ts';
import { type IdleReport, waitUntilIdle } from './bench-idle.ts';
import type { LoadRequest } from './load-worker.ts';

export { type CpuUse, cpuMeter } from './bench-cpu.ts';
export { type IdleReport, waitUntilIdle } from './bench-idle.ts';
export { type BenchReport, machineIndex, medianSpread, startReport } from './bench-report.ts';

/** The server of this benchmark (benchServer, scaleServer): each measurement waits for it to be idle. */
let measured: { db: Kysely<DB>; now: () => Date } | null = null;

/** Before a measurement: the server's background work done (said only when there was some). */
async function idleFirst(name: string) {
  if (measured) await waitUntilIdle(measured.db, { now: measured.now, label: name, quiet: true });
}

/**
 * A server for a benchmark: PGlite in a temporary directory (or DATABASE_URL, its files and keys kept for
 * the next run over it), demo data, 127.0.0.1;
 * `env`: more settings (SMTP_URL...), over these. It returns once the start's background work is done
 * (waitUntilIdle: the demo data's events handled, one-off jobs run).
 */
export async function benchServer(
  port = 3195,
  env: Record<string, string> = {},
): Promise<Running & { baseUrl: string; idle: IdleReport; cleanup: () => Promise<void> }> {
  // A kept database (DATABASE_URL) keeps its files and keys (decision 0038) in a directory of its own
  // between runs: a run over it with new keys could not open what an earlier run sealed.
  const kept = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : null;
  const dataDir = kept
    ? path.join(os.tmpdir(), `bk-bench-db-${kept.replace(/[^\w-]/g, '_')}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'bk-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    BK_PUBLIC_URL: `http://127.0.0.1:${port}`,
    BK_DATA_DIR: dataDir,
    BK_DEMO_DATA: '1',
    BK_TEST_CLOCK: '1',
    BK_WEB_DIST: '',
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.BK_DB_POOL_SIZE ? { BK_DB_POOL_SIZE: process.env.BK_DB_POOL_SIZE } : {}),
    ...env,
  });
  const running = await bootstrap(config);
  await running.app.listen({ port, host: '127.0.0.1' });
  measured = { db: running.database.db, now: () => running.clock.now() };
  const idle = await waitUntilIdle(running.database.db, { now: measured.now, label: 'start' });
  return {
    ...running,
    baseUrl: `http://127.0.0.1:${port}`,
    idle,
    cleanup: async () => {
      await running.close();
      if (kept) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      // The keys made beside the data directory (decision 0038).
      fs.rmSync(`${dataDir}-master.key`, { force: true });
      fs.rmSync(`${dataDir}-audit.key`, { force: true });
    },
  };
}

/**
 * A server over a database filled by `npm run seed:scale` (DATABASE_URL, else BK_DATA_DIR's PGlite): no
 * demo data, 127.0.0.1, and no per-address limit of the open data (the benchmark is one address);
 * `webApp`: with the built web app (its server-drawn pages), else the API alone. It returns once the
 * start's background work is done: on a database just generated or migrated that may be long (the
 * statistics' one-off backfill over 1,000,000 announcements took over an hour), and it is said.
 */
export async function scaleServer(
  port: number,
  options: { webApp?: boolean } = {},
): Promise<Running & { baseUrl: string; config: Config; idle: IdleReport }> {
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BK_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(options.webApp ? {} : { BK_WEB_DIST: '' }),
    BK_DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    BK_OPEN_DATA_RATE_LIMIT: '100000000',
  });
  const running = await bootstrap(config);
  await running.app.listen({ port, host: '127.0.0.1' });
  measured = { db: running.database.db, now: () => running.clock.now() };
  const idle = await waitUntilIdle(running.database.db, { now: measured.now, label: 'start' });
  return { ...running, baseUrl: `http://127.0.0.1:${port}`, config, idle };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export type Summary = { name: string; count: number; p50: number; p95: number; p99: number; max: number };

/**
 * Runs `task` `count` times with `concurrency` workers; returns latency percentiles in ms. Like every
 * measurement here, it starts once the benchmark's server is idle (waitUntilIdle).
 */
export async function measure(
  name: string,
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<Summary & { perSecond: number }> {
  await idleFirst(name);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const t = performance.now();
      await task(i);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
    count,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
    perSecond: Math.round(count / seconds),
  };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

function summarize(name: string, times: number[], seconds: number) {
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
    count: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
    perSecond: Math.round(times.length / seconds),
  };
}

/**
 * Like measure, with the client in a worker thread (the server keeps its event loop to itself). The
 * first `warmup` requests are sent untimed by the same client (sample indexes count after them).
 */
export async function measureRequests(
  name: string,
  requests: LoadRequest[],
  concurrency: number,
  warmup = 0,
): Promise<Summary & { perSecond: number; samples: { i: number; ms: number }[] }> {
  await idleFirst(name);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), {
      workerData: { requests, concurrency, warmup },
      execArgv: ['--import', 'tsx'],
    });
    worker.once('message', (result: { samples: { i: number; ms: number }[]; seconds: number }) =>
      resolve({
        ...summarize(
          name,
          result.samples.map((s) => s.ms),
          result.seconds,
        ),
        samples: result.samples,
      }),
    );
    worker.once('error', reject);
  });
}

/** `count` GETs of one address (see measureRequests). */
export async function measureGet(
  name: string,
  count: number,
  concurrency: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<Summary & { perSecond: number }> {
  const { samples: _samples, ...summary } = await measureRequests(
    name,
    Array.from({ length: count }, () => ({ url, headers })),
    concurrency,
  );
  return summary;
}

/** Runs `fn`; with BK_BENCH_PROFILE=file.cpuprofile set, writes a CPU profile of the server's thread meanwhile. */
export async function profiled<T>(fn: () => Promise<T>): Promise<T> {
  const target = process.env.BK_BENCH_PROFILE;
  if (!target) return fn();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(target, JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * A draft of 5 parts x 10 items (`Przedmiot n: <itemText>.`), the announcement the numbers of issues 5
 * and 6 are measured on: its id and the body that saves it again.
 */
export async function createFivePartDraft(
  baseUrl: string,
  headers: Record<string, string>,
  refs: Refs,
  itemText: string,
) {
  const parts = Array.from({ length: 5 }, (_, p) =>
    part(refs, `p${p}`, {
      title: `Część ${p + 1}`,
      order_items: Array.from({ length: 10 }, (_, i) =>
        item(refs, { description: `Przedmiot ${p * 10 + i + 1}: ${itemText}.` }),
      ),
    }),
  );
  const body = JSON.stringify({ announcement: validContent(refs, { partial_offers_allowed: true, parts }) });
  const created = await fetch(`${baseUrl}/api/announcements`, { method: 'POST', headers, body });
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, body };
}
