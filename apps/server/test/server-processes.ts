import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, TEST_AUDIT_KEY, TEST_MASTER_KEY } from './test-server.ts';

/** The repository's root (server processes run from there). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A real server process (its own Node process) on `port`. */
export type ServerProcess = { child: ChildProcess; port: number };

/**
 * Starts the server as a process of its own on a PostgreSQL database (no demo data, no web app) and
 * waits until it is ready; `env` adds to its environment.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      BK_DEMO_DATA: '0',
      BK_WEB_DIST: '',
      LOG_LEVEL: 'error',
      BK_MASTER_KEY: TEST_MASTER_KEY,
      BK_AUDIT_KEY: TEST_AUDIT_KEY,
      ...env,
    },
  });
  const started = Date.now();
  while (Date.now() - started < (options.timeoutMs ?? 60_000)) {
    if (child.exitCode !== null) throw new Error(`the server process ended with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server process did not get ready');
}

/** Stops a server process (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits until it is gone. */
export function stopServerProcess(p: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!p || p.child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    p.child.once('exit', () => resolve());
    p.child.kill(signal);
  });
}
