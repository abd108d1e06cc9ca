#!/usr/bin/env node
// npm run backup -- <new directory>: the database (pg_dump, custom format) and then the file store (tar),
// with a manifest of digests (docs/OPERATIONS.md). Taken while the portal runs: the dump is one consistent
// snapshot, and stored files are never changed or removed while a record names them, so a copy of the files
// taken after the dump holds every file the dump refers to.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run, settings, sha256Of } from './backup-common.mjs';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run backup -- <new directory>');
  process.exit(2);
}
const { databaseUrl, storageDir } = settings();
const dir = path.resolve(target);
if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
  console.error(`${dir} is not empty: a backup goes into a new directory.`);
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });
const started = Date.now();

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const migration = await client.query('select name from kysely_migration order by name desc limit 1');
const files = await client.query('select count(distinct storage_key)::int as count from files');
await client.end();

await run('pg_dump', [
  '--format=custom',
  '--no-owner',
  '--no-privileges',
  `--file=${path.join(dir, 'database.dump')}`,
  databaseUrl,
]);
fs.mkdirSync(storageDir, { recursive: true });
// Uploads in progress (.tmp) are not files yet.
await run('tar', [
  '--create',
  `--file=${path.join(dir, 'files.tar')}`,
  `--directory=${storageDir}`,
  '--exclude=./.tmp',
  '.',
]);

const manifest = {
  made_at: new Date().toISOString(),
  migration: migration.rows[0]?.name ?? null,
  stored_files_named_in_database: files.rows[0]?.count ?? 0,
  'database.dump': {
    sha256: await sha256Of(path.join(dir, 'database.dump')),
    bytes: fs.statSync(path.join(dir, 'database.dump')).size,
  },
  'files.tar': {
    sha256: await sha256Of(path.join(dir, 'files.tar')),
    bytes: fs.statSync(path.join(dir, 'files.tar')).size,
  },
};
fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Backup in ${dir} (${Math.round((Date.now() - started) / 100) / 10} s): database ${manifest['database.dump'].bytes} B, files ${manifest['files.tar'].bytes} B.`,
);
