// What the backup and restore scripts share: the settings they read, running a tool, a file's digest.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';

/** The database and the file store, read from the same variables as the server (README, Configuration). */
export function settings(env = process.env) {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'DATABASE_URL is not set: backups of the embedded database are a copy of its stopped data directory (docs/OPERATIONS.md).',
    );
  if (env.BK_S3_BUCKET)
    throw new Error(
      "BK_S3_BUCKET is set: the files are in a bucket; back it up with the bucket's versioning or replication (docs/OPERATIONS.md), and the database with this script after unsetting BK_S3_BUCKET.",
    );
  const dataDir = path.resolve(env.BK_DATA_DIR ?? 'data');
  const storageDir = env.BK_STORAGE_DIR ? path.resolve(env.BK_STORAGE_DIR) : path.join(dataDir, 'files');
  return { databaseUrl, storageDir };
}

/** Runs a command to its end; rejects with its error output when it fails. */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ended with ${code}: ${errors.trim()}`)),
    );
  });
}

export function sha256Of(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
