import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bootstrap, type Running } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { item, part, type Refs, validContent } from '../test/announcement-fixtures.ts';
import type { LoadRequest } from './load-worker.ts';

/**
 * A server for a benchmark: PGlite in a temporary directory (or DATABASE_URL), demo data, 127.0.0.1;
 * `env`: more settings (SMTP_URL...), over these.
 */
export async function benchServer(
  port = 3195,
  env: Record<string, string> = {},
): Promise<Running & { baseUrl: string; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-bench-'));
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
  return {
    ...running,
    baseUrl: `http://127.0.0.1:${port}`,
    cleanup: async () => {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // The master key made beside the data directory (decision 0038).
      fs.rmSync(`${dataDir}-master.key`, { force: true });
    },
  };
}

/**
 * A server over a database filled by `npm run seed:scale` (DATABASE_URL, else BK_DATA_DIR's PGlite): no
 * demo data, 127.0.0.1, and no per-address limit of the open data (the benchmark is one address).
 */
export async function scaleServer(port: number): Promise<Running & { baseUrl: string; config: Config }> {
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BK_PUBLIC_URL: `http://127.0.0.1:${port}`,
    BK_WEB_DIST: '',
    BK_DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    BK_OPEN_DATA_RATE_LIMIT: '100000000',
  });
  const running = await bootstrap(config);
  await running.app.listen({ port, host: '127.0.0.1' });
  return { ...running, baseUrl: `http://127.0.0.1:${port}`, config };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export type Summary = { name: string; count: number; p50: number; p95: number; p99: number; max: number };

/** Runs `task` `count` times with `concurrency` workers; returns latency percentiles in ms. */
export async function measure(
  name: string,
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<Summary & { perSecond: number }> {
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
export function measureRequests(
  name: string,
  requests: LoadRequest[],
  concurrency: number,
  warmup = 0,
): Promise<Summary & { perSecond: number; samples: { i: number; ms: number }[] }> {
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

/** Processor time of this machine's PostgreSQL processes (a local server), in ms; null elsewhere. */
function postgresCpuMs(): { total: number; system: number } | null {
  let ticks = 0;
  let systemTicks = 0;
  let seen = false;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime, stime, cutime, cstime (fields 14-17): the postmaster's children count once they end.
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
      systemTicks += Number(fields[12] ?? 0) + Number(fields[14] ?? 0);
      seen = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return seen ? { total: (ticks * 1000) / 100, system: (systemTicks * 1000) / 100 } : null;
}

/**
 * Starts measuring the processor time of this process (the server and the client thread) and, when
 * the database is a PostgreSQL on this machine, of its processes; the returned function gives both
 * per request.
 */
export function cpuMeter(database: 'pglite' | 'postgres'): (requests: number) => {
  nodeMsPerRequest: number;
  nodeSystemMs: number;
  postgresMsPerRequest: number | null;
  postgresSystemMs: number | null;
} {
  const node = process.cpuUsage();
  const postgres = database === 'postgres' && os.platform() === 'linux' ? postgresCpuMs() : null;
  return (requests) => {
    const used = process.cpuUsage(node);
    const after = postgres === null ? null : postgresCpuMs();
    const round = (ms: number) => Math.round((ms / requests) * 100) / 100;
    return {
      nodeMsPerRequest: round((used.user + used.system) / 1000),
      // Of which in the kernel (system calls: sockets above all).
      nodeSystemMs: round(used.system / 1000),
      postgresMsPerRequest: postgres && after ? round(after.total - postgres.total) : null,
      postgresSystemMs: postgres && after ? round(after.system - postgres.system) : null,
    };
  };
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
