import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrap, type Running } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';

export type TestServer = Running & { baseUrl: string; config: Config };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real server on 127.0.0.1 with a fresh database: in-memory PGlite by default, or a new
 * PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set. Both start as a
 * copy of the migrated template that test/global-setup.ts builds once per run.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `bk_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  // Uploaded files of a test never land in the repository's data directory.
  const ownStorage = env.BK_STORAGE_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bk-test-files-'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    BK_PUBLIC_URL: baseUrl,
    BK_TEST_CLOCK: '1',
    BK_DEMO_DATA: '1',
    BK_WEB_DIST: '',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(ownStorage ? { BK_STORAGE_DIR: ownStorage } : {}),
    ...env,
  });
  const templateFile = inject('pgliteTemplate');
  const loadDataDir = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
  const running = await bootstrap(config, { dataDir: 'memory://', loadDataDir });
  await running.app.listen({ port, host: '127.0.0.1' });
  return {
    ...running,
    baseUrl,
    config,
    close: async () => {
      await running.close();
      if (dropDatabase) await dropDatabase();
      if (ownStorage) fs.rmSync(ownStorage, { recursive: true, force: true });
    },
  };
}
