import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, uploadFile } from '../test/api-client.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-processes.ts';
import { TEST_AUDIT_KEY } from '../test/test-keys.ts';
import { createTestDatabase, type TestDatabase, type TestServer } from '../test/test-server.ts';

/**
 * docs/OPERATIONS.md's backup and restore (issue 35), as an operator runs them: `npm run backup` while
 * the portal runs, then `npm run restore` into a new database and an empty file store, and the portal
 * started on them serves what was there at the backup, and nothing later.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const postgres = process.env.TEST_DATABASE_URL;

function script(name: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [`scripts/operations/${name}.mjs`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}

describe.skipIf(!postgres)('backup and restore of the database and the files together', () => {
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-backup-'));
  const emptyName = `bk_test_restore_${process.pid}_${Date.now()}`;
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  let restored: ServerProcess | undefined;

  afterAll(async () => {
    await stopServerProcess(server);
    await stopServerProcess(restored);
    await database?.drop();
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(temporary, { recursive: true, force: true });
  });

  it('brings back every announcement and file of the backup, whole, and refuses to restore over data', async () => {
    database = await createTestDatabase();
    const url = database.databaseUrl as string;
    const files = path.join(temporary, 'files');
    server = await startServerProcess(url, { BK_DEMO_DATA: '1', BK_STORAGE_DIR: files });
    const live = { baseUrl: `http://127.0.0.1:${server.port}` } as TestServer;
    const jan = await signIn(live, 'advertiser');
    const bytes = new Uint8Array(300_000).map((_, i) =>
      i < 8 ? '%PDF-1.4'.charCodeAt(i) : (i * 7919) % 251,
    );
    const kept = await uploadFile(live, jan, {
      context: 'announcement',
      name: 'Opis przedmiotu zamówienia.pdf',
      content: bytes,
    });

    // A bidder's offer file: sealed in the store (decision 0038).
    const piotr = await signIn(live, 'bidder');
    const offerFile = await uploadFile(live, piotr, {
      context: 'offer',
      name: 'Kosztorys.txt',
      content: 'kosztorys',
    });

    const backup = path.join(temporary, 'backup');
    await script('backup', [backup], { DATABASE_URL: url, BK_STORAGE_DIR: files });
    expect(fs.readdirSync(backup).sort()).toEqual(['database.dump', 'files.tar', 'manifest.json']);
    // A file uploaded after the backup is not in it.
    const later = await uploadFile(live, jan, {
      context: 'announcement',
      name: 'Później.pdf',
      content: '%PDF-1.4 po kopii',
    });
    await stopServerProcess(server);

    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${emptyName}`);
    await admin.end();
    const target = new URL(postgres as string);
    target.pathname = `/${emptyName}`;
    const restoredFiles = path.join(temporary, 'restored-files');
    const env = { DATABASE_URL: target.href, BK_STORAGE_DIR: restoredFiles };
    const { stdout } = await script('restore', [backup, '--check-digests'], env);
    expect(stdout).toMatch(/stored files checked with their digests \(1 sealed offer files by their size\)/);
    // Restoring again over the restored data is refused, and changes nothing.
    await expect(script('restore', [backup], env)).rejects.toThrow(/the database is not empty/);

    restored = await startServerProcess(target.href, { BK_STORAGE_DIR: restoredFiles });
    const portal = { baseUrl: `http://127.0.0.1:${restored.port}` } as TestServer;
    const token = await signIn(portal, 'advertiser');
    const download = (id: number) =>
      fetch(`${portal.baseUrl}/api/files/${id}/download`, { headers: { 'x-auth-token': token } });
    const answer = await download(kept.id);
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    expect((await download(later.id)).status).toBe(404);
    // The sealed file opens with the same master key (the test processes share one).
    const bidderToken = await signIn(portal, 'bidder');
    const sealedAnswer = await fetch(`${portal.baseUrl}/api/files/${offerFile.id}/download`, {
      headers: { 'x-auth-token': bidderToken },
    });
    expect(await sealedAnswer.text()).toBe('kosztorys');
    // The event log's chain holds in the restored database.
    const verified = await run(process.execPath, ['--import', 'tsx', 'apps/server/scripts/audit-verify.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: target.href, BK_AUDIT_KEY: TEST_AUDIT_KEY },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`audit:verify failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    expect(verified.stdout).toMatch(/The event log holds/);
  }, 540_000);
});
