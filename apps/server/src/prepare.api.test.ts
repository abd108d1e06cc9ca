import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_AUDIT_KEY,
  TEST_MASTER_KEY,
  type TestDatabase,
  testDatabaseHandle,
} from '../test/test-server.ts';
import { openDatabase } from './db/database.ts';
import type { DB } from './db/schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `server.ts --prepare` on the database; its exit status and what it said. */
function prepare(database: { url: string | null; dir: string | undefined }, masterKey: string) {
  try {
    const stdout = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/server.ts', '--prepare'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 300_000,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: database.url ?? '',
          BK_DATA_DIR: database.dir ?? '',
          BK_DEMO_DATA: '1',
          BK_WEB_DIST: '',
          LOG_LEVEL: 'error',
          BK_MASTER_KEY: masterKey,
          BK_AUDIT_KEY: TEST_AUDIT_KEY,
        },
      },
    );
    return { status: 0, output: stdout };
  } catch (error) {
    const failure = error as { status: number | null; stdout: string; stderr: string };
    return { status: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

/** The seeds recorded in the database (name: runs) and Jan's account, read after the process has ended. */
async function seedRuns(database: { url: string | null; dir: string | undefined }) {
  const read = async (db: Kysely<DB>) => {
    const rows = await db
      .selectFrom('seed_runs')
      .select(['name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('name')
      .execute();
    const jan = await db.selectFrom('users').select('id').where('identifier', '=', 'jkowalski').execute();
    return { seeds: Object.fromEntries(rows.map((r) => [r.name, Number(r.count)])), jan: jan.length };
  };
  if (database.url) {
    const db = testDatabaseHandle(database.url, 1);
    return read(db).finally(() => db.destroy());
  }
  const opened = await openDatabase({ databaseUrl: null, dataDir: database.dir });
  return read(opened.db).finally(() => opened.close());
}

/**
 * `server.js --prepare` (bootstrap.ts's prepareDatabase): migrates and loads the data, then exits without
 * serving; the browser tests' template is made this way (decision 0044), and a release step may run it.
 */
describe('server --prepare', () => {
  let test: TestDatabase;
  let database: { url: string | null; dir: string | undefined };

  beforeAll(async () => {
    // A migrated database with the reference data, as a release would find it; the demo data is new.
    test = await createTestDatabase();
    database = { url: test.databaseUrl, dir: test.pgliteDir() };
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('loads the demo data and exits; run again with another master key it refuses (78) and changes nothing', async () => {
    const first = prepare(database, TEST_MASTER_KEY);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain('Baza Konkurencyjności: the database is ready (demo data: yes)');
    const loaded = await seedRuns(database);
    expect(loaded.jan).toBe(1);
    expect(Object.keys(loaded.seeds)).toEqual(
      expect.arrayContaining(['demo', 'demo-content', 'demo-audit-log']),
    );

    const otherKey = createHash('sha256').update('another master key').digest('base64');
    const refused = prepare(database, otherKey);
    expect(refused.status, refused.output).toBe(78);
    expect(refused.output).toContain('Baza Konkurencyjności cannot start');
    expect(await seedRuns(database)).toEqual(loaded);
  }, 600_000);
});
