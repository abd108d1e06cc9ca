// The server the browser tests run against: a fresh embedded database, demo data, the test clock,
// bound to 127.0.0.1 only. Playwright starts it and stops it when the run ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverBundle } from './build-server.mjs';
import { copyTemplate, portalDataDir, removeDataDir } from './e2e-template.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
// One data directory per checkout and port, so runs on different ports (E2E_PORT) never wipe each other's
// database; in memory (/dev/shm) where the machine has it, removed when the portal stops (decision 0044).
const dataDir = portalDataDir(root, port);
// A fresh database: a copy of the run's template when there is one (scripts/e2e-template.mjs), else empty.
copyTemplate(process.env.E2E_TEMPLATE, dataDir);

// The built server, as production runs it (built first when its sources changed).
await buildServerIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    BK_PUBLIC_URL: `http://127.0.0.1:${port}`,
    BK_DATA_DIR: dataDir,
    BK_DEMO_DATA: '1',
    BK_TEST_CLOCK: '1',
    LOG_LEVEL: 'warn',
  },
});
// Its processor time at the end goes to its log, so a run shows what the portals cost beside the browsers.
const stop = (signal) => {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    console.log(
      `e2e portal on port ${port}: ${((Number(fields[11]) + Number(fields[12])) / 100).toFixed(1)} s of processor time`,
    );
  } catch {}
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// Started by a test worker (e2e/support/portal.ts) over an IPC channel: when that worker goes away,
// however it ends, the channel closes and the server stops with it (no portal outlives its run).
if (process.send) process.on('disconnect', () => stop('SIGTERM'));
server.on('exit', (code) => {
  if (dataDir.startsWith('/dev/shm/')) removeDataDir(dataDir);
  process.exit(code ?? 0);
});
