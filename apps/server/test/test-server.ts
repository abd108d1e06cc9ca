import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { bootstrap, type Running } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DB } from '../src/db/schema.ts';
import { registerReactions } from '../src/reactions.ts';
import { type Refs, refsOf } from './announcement-fixtures.ts';
import { checkAnswersAgainstDescription } from './openapi-answers.ts';
import { TEST_AUDIT_KEY as TEST_AUDIT_KEY_TEXT } from './test-keys.ts';

// A test records events and runs services without a server of its own too: the modules' reactions are
// registered in the test's process as in a server's (src/reactions.ts).
registerReactions();

export type TestServer = Running & { baseUrl: string; config: Config };

export async function freePort(): Promise<number> {
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

export type TestDatabase = {
  /** PostgreSQL: the new database's URL (null on PGlite). */
  databaseUrl: string | null;
  /** PGlite: a new copy of the migrated template's data directory (undefined on PostgreSQL), dropped by `drop`. */
  pgliteDir: (target?: string) => string | undefined;
  drop: () => Promise<void>;
};

/**
 * A fresh database for one test server: a new PostgreSQL database (created here, dropped by `drop`)
 * when TEST_DATABASE_URL is set, else PGlite on a copy of the migrated template's data directory
 * that test/global-setup.ts builds once per run. `demo`: a copy of the template that has the demo data
 * too (a server with demo data finds it loaded), unless that was made on another UTC day than today:
 * its deadlines are days from then, so such a server loads the demo data itself.
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const demo = options.demo && inject('demoTemplateDay') === new Date().toISOString().slice(0, 10);
  if (!adminUrl) {
    const template = demo ? inject('demoTemplate') : inject('pgliteTemplate');
    const copies: string[] = [];
    return {
      databaseUrl: null,
      pgliteDir: (target) => {
        const dir = target ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bk-test-pglite-'));
        if (!target) copies.push(dir);
        fs.cpSync(template, dir, { recursive: true });
        return dir;
      },
      drop: async () => {
        for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bk_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = demo ? inject('demoTemplate') : inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.href,
    pgliteDir: () => undefined,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const NO_DATABASE: TestDatabase = { databaseUrl: null, pgliteDir: () => undefined, drop: async () => {} };

/** The master key of test servers (decision 0038): one for all, so that processes on one database agree. */
export const TEST_MASTER_KEY = createHash('sha256').update('bk-test-master-key').digest('base64');

export { TEST_AUDIT_KEY } from './test-keys.ts';

/** The configuration of a test server on `port` (test clock and demo data on, logs off). */
export function testConfig(port: number, database: TestDatabase, env: Record<string, string> = {}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  return loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    BK_PUBLIC_URL: baseUrl,
    BK_TEST_CLOCK: '1',
    BK_DEMO_DATA: '1',
    BK_WEB_DIST: '',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BK_MASTER_KEY: TEST_MASTER_KEY,
    BK_AUDIT_KEY: TEST_AUDIT_KEY_TEXT,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
}

/**
 * A real server on 127.0.0.1 with a fresh database (createTestDatabase), dropped on close.
 * `dataDir`: PGlite only, a directory to keep the database in (a restart may open it again); without
 * it the database is a copy of the template in a temporary directory, removed on close.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { database?: TestDatabase; dataDir?: string } = {},
): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database =
    options.database ?? (await createTestDatabase({ demo: testConfig(port, NO_DATABASE, env).demoData }));
  // Uploaded files of a test never land in the repository's data directory.
  const ownStorage = env.BK_STORAGE_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bk-test-files-'));
  const config = testConfig(port, database, {
    ...(ownStorage ? { BK_STORAGE_DIR: ownStorage } : {}),
    ...env,
  });
  // PGlite: a copy of the template, in the given directory when it holds no database yet.
  const given = options.dataDir === 'memory://' ? undefined : options.dataDir;
  const dataDir =
    given && fs.existsSync(path.join(given, 'PG_VERSION'))
      ? given
      : (database.pgliteDir(given) ?? given ?? 'memory://');
  // Every answer is checked against the served OpenAPI description; close() fails on a mismatch.
  const mismatches: string[] = [];
  const running = await bootstrap(config, {
    dataDir,
    instrument: (app) => checkAnswersAgainstDescription(app, mismatches),
  });
  await running.app.listen({ port, host: '127.0.0.1' });
  return {
    ...running,
    baseUrl,
    config,
    close: async () => {
      await running.close();
      if (!options.database) await database.drop();
      if (ownStorage) fs.rmSync(ownStorage, { recursive: true, force: true });
      if (mismatches.length > 0)
        throw new Error(`Answers that do not match the OpenAPI description:\n${mismatches.join('\n')}`);
    },
  };
}

/** A test server (startTestServer) and the refs of the demo advertiser Jan (jkowalski) on it. */
export async function startWithRefs(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; refs: Refs }> {
  const server = await startTestServer(env);
  return { server, refs: await refsOf(server, 'jkowalski') };
}

/**
 * A Kysely of a test's own on a PostgreSQL database (beside the servers it runs). A client still
 * closing when the pool has ended may yet get the server's FATAL (the database dropped WITH FORCE
 * right after): it has no pool listener by then, so it gets one of its own.
 */
export function testDatabaseHandle(url: string, max = 2): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * One test server for a whole test file: started before its tests, closed after them. Read `server` and
 * `db` (its database) inside the tests.
 */
export function serverForFile(env: Record<string, string> = {}): {
  readonly server: TestServer;
  readonly db: Kysely<DB>;
} {
  let running: TestServer | undefined;
  // No timeout of its own: the project's hook timeout (vitest.config.ts) guards against a hang; 60 s here
  // was less than a loaded CI machine may take to start a server.
  beforeAll(async () => {
    running = await startTestServer(env);
  });
  afterAll(async () => {
    await running?.close();
  });
  const server = () => {
    if (!running) throw new Error('the test server of this file has not started');
    return running;
  };
  return {
    get server() {
      return server();
    },
    get db() {
      return server().database.db;
    },
  };
}
