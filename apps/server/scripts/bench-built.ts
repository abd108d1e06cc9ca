// The built server as the benchmarks run it (bench:workers, bench:surge): a fresh PostgreSQL database for
// the run, and `apps/server/dist/server.js` started on 127.0.0.1 with the demo data and no web app,
// answered ready before the benchmark goes on, stopped by it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const BENCH_ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new database on BENCH_ADMIN_URL's server named `<prefix>_<now>`: its URL, and `drop` for the end. */
export async function freshDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The built server (`npm run build` first) on `port` with `env` beside the defaults, once it answers ready. */
export async function startBuiltServer(options: {
  root: string;
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ChildProcess> {
  const built = path.join(options.root, 'apps/server/dist/server.js');
  if (!fs.existsSync(built)) throw new Error('build the server first: npm run build');
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [built], {
    cwd: options.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      BK_PUBLIC_URL: base,
      DATABASE_URL: options.databaseUrl,
      BK_DEMO_DATA: '1',
      BK_WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const started = Date.now();
  while (Date.now() - started < (options.timeoutMs ?? 180_000) && child.exitCode === null) {
    const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not get ready');
}

/** Stops a server started by startBuiltServer (SIGTERM) and waits for it to end. */
export function stopBuiltServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
