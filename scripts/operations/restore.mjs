#!/usr/bin/env node
// npm run restore -- <backup directory>: into an empty database (DATABASE_URL) and an empty file store
// (BK_STORAGE_DIR or BK_DATA_DIR/files), checked against the manifest, then verified: every file the
// database names is in the store with its size (and, with --check-digests, its SHA-256). Stop the portal
// first; start it again after (docs/OPERATIONS.md).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run, settings, sha256Of } from './backup-common.mjs';

const source = process.argv[2];
const checkDigests = process.argv.includes('--check-digests');
if (!source) {
  console.error('usage: npm run restore -- <backup directory> [--check-digests]');
  process.exit(2);
}
const fail = (message) => {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
};
const { databaseUrl, storageDir } = settings();
const dir = path.resolve(source);
const manifestFile = path.join(dir, 'manifest.json');
if (!fs.existsSync(manifestFile)) fail(`${dir} holds no manifest.json: not a backup of this portal.`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
for (const name of ['database.dump', 'files.tar']) {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) fail(`${name} is missing.`);
  if ((await sha256Of(file)) !== manifest[name]?.sha256)
    fail(`${name} does not match its digest in the manifest.`);
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const tables = await client.query(
  "select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
);
if (tables.rows[0].count > 0) fail('the database is not empty: restore into a new database (createdb).');
if (fs.existsSync(storageDir) && fs.readdirSync(storageDir).some((entry) => entry !== '.tmp'))
  fail(`the file store ${storageDir} is not empty.`);

const started = Date.now();
await run('pg_restore', [
  '--no-owner',
  '--no-privileges',
  '--exit-on-error',
  '--single-transaction',
  `--dbname=${databaseUrl}`,
  path.join(dir, 'database.dump'),
]);
fs.mkdirSync(storageDir, { recursive: true });
await run('tar', ['--extract', `--file=${path.join(dir, 'files.tar')}`, `--directory=${storageDir}`]);

// Every stored file the database names is there, whole. A sealed file's digest is of its plain bytes
// and itself sealed (decision 0038, issue 44): it is checked by its size here, and authenticated by the
// portal when read.
const rows = await client.query(
  'select distinct storage_key, size, sha256, sealing is not null as sealed from files',
);
await client.end();
let missing = 0;
let damaged = 0;
for (const row of rows.rows) {
  const file = path.join(storageDir, row.storage_key.slice(0, 2), row.storage_key);
  if (!fs.existsSync(file)) missing++;
  else if (fs.statSync(file).size !== Number(row.size)) damaged++;
  else if (checkDigests && !row.sealed && (await sha256Of(file)) !== row.sha256) damaged++;
}
const sealed = rows.rows.filter((row) => row.sealed).length;
if (missing > 0 || damaged > 0)
  fail(`${missing} stored files missing and ${damaged} damaged of ${rows.rows.length}.`);
console.log(
  `Restored ${dir} (made ${manifest.made_at}, ${manifest.migration}) in ${Math.round((Date.now() - started) / 100) / 10} s: ${rows.rows.length} stored files checked${checkDigests ? ' with their digests' : ''}${sealed > 0 ? ` (${sealed} sealed offer files by their size)` : ''}. Start the portal with the same master key: it migrates what is newer.`,
);
