// Measures `npm start` to a served home page: cold (no web or server build, empty data directory:
// builds, migrations, reference and demo data) and warm (second start on the same data). Binds 127.0.0.1.
// The repository's builds are moved aside for the cold start and put back unless the run completed
// (then the new builds are whole): a timeout, a failure or Ctrl+C never leaves a half-written build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReport } from './bench-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.join(root, '.tmp/bench-startup-data');
const url = `http://127.0.0.1:${port}/`;
/** What a cold start builds: the browser's app, the server's renderer of the public pages, the server. */
const builds = ['apps/web/dist', 'apps/web/dist-ssr', 'apps/server/dist'];
const backup = path.join(root, '.tmp/bench-startup-builds');
const aside = (build) => path.join(backup, build.replaceAll('/', '__'));
/** The data directory and the master key made beside it (decision 0038). */
const removeData = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-master.key`, { force: true });
};

/** The builds as they were before this run, back in place (whatever the run left there removed). */
function restoreBuilds() {
  if (!fs.existsSync(backup)) return;
  for (const build of builds) {
    if (!fs.existsSync(aside(build))) continue;
    fs.rmSync(path.join(root, build), { recursive: true, force: true });
    fs.renameSync(aside(build), path.join(root, build));
  }
  fs.rmSync(backup, { recursive: true, force: true });
}

/** A group of processes has ended (or is made to within 10 s). */
async function ended(pid) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

let running = null;

async function startOnce(label) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BK_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  running = child;
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
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // ended already
    }
    await ended(child.pid);
    running = null;
  }
}

// Interrupted: the server's processes stopped, then the builds put back as they were.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    if (running) {
      try {
        process.kill(-running.pid, 'SIGTERM');
      } catch {
        // ended already
      }
      await ended(running.pid);
    }
    restoreBuilds();
    removeData();
    process.exit(130);
  });

const report = startReport('startup');
// A run killed outright (kill -9) left its backup: that is the last whole build.
if (fs.existsSync(backup)) {
  console.log('putting back the builds an interrupted run moved aside');
  restoreBuilds();
}
removeData();
fs.mkdirSync(backup, { recursive: true });
for (const build of builds)
  if (fs.existsSync(path.join(root, build))) fs.renameSync(path.join(root, build), aside(build));
let cold;
let warm;
try {
  cold = await startOnce('cold start (web and server builds + new database + demo data)');
  warm = await startOnce('warm start');
  if (!builds.every((build) => fs.existsSync(path.join(root, build))))
    throw new Error('the cold start did not leave every build');
  // Whole new builds: the old ones are not needed.
  fs.rmSync(backup, { recursive: true, force: true });
} finally {
  restoreBuilds();
  removeData();
}
const figures = { cold_seconds: Number(cold.toFixed(1)), warm_seconds: Number(warm.toFixed(1)) };
console.log(JSON.stringify(figures));
report.write({ ...figures, budget: { cold_seconds: 60, warm_seconds: 10 } });
if (cold > 60 || warm > 10) {
  console.error('Startup budget exceeded (cold < 60 s, warm < 10 s).');
  process.exit(1);
}
