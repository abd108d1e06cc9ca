// Measures `npm start` to a served home page: cold (no web or server build, empty data directory:
// builds, migrations, reference and demo data) and warm (second start on the same data). Binds 127.0.0.1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.join(root, '.tmp/bench-startup-data');
const url = `http://127.0.0.1:${port}/`;

async function startOnce(label) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BK_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error(`${label}: no answer after 120 s`);
      try {
        const response = await fetch(url);
        const html = await response.text();
        if (response.ok && html.includes('<div id="root">')) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${label}: home page served after ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
fs.rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
const cold = await startOnce('cold start (web and server builds + new database + demo data)');
const warm = await startOnce('warm start');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ cold_seconds: Number(cold.toFixed(1)), warm_seconds: Number(warm.toFixed(1)) }));
if (cold > 60 || warm > 10) {
  console.error('Startup budget exceeded (cold < 60 s, warm < 10 s).');
  process.exit(1);
}
