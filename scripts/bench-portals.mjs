// The portals a browser benchmark (bench-web, bench-inp) measures: this checkout's, and with --old DIR
// another checkout's beside it on the next port, each built first unless --no-build, started on a fresh
// embedded database with demo data (scripts/e2e-server.mjs) on 127.0.0.1 and stopped by `stop`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** Builds and starts the sides; each side gets `base` (its address) and `server` (its process). */
export function startPortals({ root, oldRoot, port, build }) {
  const sides = [
    ...(oldRoot ? [{ name: 'old', root: path.resolve(oldRoot), port: port + 1 }] : []),
    { name: oldRoot ? 'new' : 'this', root, port },
  ];
  if (build) {
    for (const side of sides) {
      const built = spawnSync('npm', ['run', 'build'], {
        cwd: side.root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (built.status !== 0) process.exit(built.status ?? 1);
    }
  }
  for (const side of sides) {
    side.base = `http://127.0.0.1:${side.port}`;
    side.server = spawn(process.execPath, [path.join(side.root, 'scripts/e2e-server.mjs')], {
      cwd: side.root,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, E2E_PORT: String(side.port), LOG_LEVEL: 'error' },
    });
  }
  const stop = () => {
    for (const side of sides) {
      try {
        process.kill(-side.server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  return { sides, stop };
}

/** Waits until a portal answers ready (at most 180 s). */
export async function waitReady(base) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The portal did not start within 180 s.');
}
