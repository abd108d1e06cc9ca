import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A portal of the browser tests' own: the built server (scripts/e2e-server.mjs) on 127.0.0.1 at `port`,
 * with a fresh embedded database in a data directory of that port, the demo data and the test clock.
 * Each Playwright worker starts one (support/test.ts), so tests that move the clock or change shared
 * data in one worker never meet those of another; a spec that needs other settings (SMTP) starts its
 * own beside it. Its output goes to .tmp/e2e-server-<port>.log, printed when it fails to start.
 */
export interface Portal {
  port: number;
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** The first port of the browser tests (E2E_PORT, 3100 by default): worker n's portal listens at base + n. */
export const basePort = Number(process.env.E2E_PORT ?? 3100);

export async function startPortal(port: number, env: Record<string, string> = {}): Promise<Portal> {
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(root, `.tmp/e2e-server-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', log, log, 'ipc'],
    env: { ...process.env, ...env, E2E_PORT: String(port) },
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, url, stop };
    if (Date.now() - started > 150_000) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(`the e2e portal on port ${port} did not start:\n${tail}`);
}
