// The browser tests' template (decision 0044): one data directory, migrated and loaded with the
// reference and demo data once per run by the built server itself (`server.js --prepare`), which each
// worker's portal (scripts/e2e-server.mjs) starts from as a file copy instead of migrating and loading
// it again (about 15 processor seconds a portal). The template holds what a portal's database holds
// before the portal's own start: the event log's consumers and the mail run in each portal, with its
// own address, as they did before.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The keys the server keeps beside its data directory (config.ts: `${dataDir}-master.key`, ...). */
const keyFiles = ['-master.key', '-audit.key'];
const utcDay = () => new Date().toISOString().slice(0, 10);

/** Removes a data directory and its key files. */
export function removeDataDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const suffix of keyFiles) fs.rmSync(`${dir}${suffix}`, { force: true });
  fs.rmSync(`${dir}.day`, { force: true });
}

/**
 * A portal's data directory: in memory (/dev/shm) where the machine has it (its writes and the copy of
 * the template cost no disk), else in the checkout's .tmp; named by the checkout and the port.
 */
export function portalDataDir(checkout, port) {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const id = createHash('sha256').update(checkout).digest('hex').slice(0, 8);
    return `/dev/shm/bk-e2e-${id}-${port}`;
  } catch {
    return path.join(checkout, `.tmp/e2e-data-${port}`);
  }
}

/** Makes the template for the run whose first port is `basePort`; returns its directory. */
export function prepareTemplate(basePort) {
  const dir = path.join(root, `.tmp/e2e-template-${basePort}`);
  removeDataDir(dir);
  const day = utcDay();
  const result = spawnSync(process.execPath, ['--enable-source-maps', serverBundle, '--prepare'], {
    cwd: root,
    encoding: 'utf8',
    env: { NODE_ENV: 'production', ...process.env, BK_DATA_DIR: dir, BK_DEMO_DATA: '1', LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0)
    throw new Error(`the browser tests' template was not made:\n${result.stdout}\n${result.stderr}`);
  // The demo's deadlines are days from the day it was made: a portal started on another day loads its own.
  if (utcDay() === day) fs.writeFileSync(`${dir}.day`, day);
  return dir;
}

/**
 * Gives `dataDir` (and its keys) a copy of `template` when the template was made today; false when
 * there is none to copy (the portal then migrates and loads its database itself).
 */
export function copyTemplate(template, dataDir) {
  removeDataDir(dataDir);
  if (!template || !fs.existsSync(`${template}.day`)) return false;
  if (fs.readFileSync(`${template}.day`, 'utf8') !== utcDay()) return false;
  fs.cpSync(template, dataDir, { recursive: true });
  for (const suffix of keyFiles) fs.copyFileSync(`${template}${suffix}`, `${dataDir}${suffix}`);
  return true;
}
