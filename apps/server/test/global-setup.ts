import fs from 'node:fs';
import path from 'node:path';
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { Clock } from '../src/db/clock.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { installAuditKeys, parseKeyFile } from '../src/modules/events/index.ts';
import { runSeeds } from '../src/seed/run-seeds.ts';
import { TEST_AUDIT_KEY } from './test-keys.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the data directory of a migrated database with the reference data. */
    pgliteTemplate: string;
    /** PostgreSQL: the name of a migrated template database with the reference data. */
    postgresTemplate: string;
  }
}

const templateDir = path.resolve(import.meta.dirname, '../../../.tmp/test-template');

/**
 * Builds one migrated database with the reference data before the API tests, so each test file starts
 * from a copy instead of importing 100,000 localities again (tests still get a database of their own).
 */
export default async function setup(project: TestProject) {
  installPolishZodMessages();
  // What the seeds record is MACed with the test servers' audit key (decision 0048).
  installAuditKeys(parseKeyFile(TEST_AUDIT_KEY, 'the test audit key'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `bk_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.href });
    await migrateToLatest(database.db);
    await runSeeds(database.db, { demoData: false }, new Clock());
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  // PGlite: the template is a data directory that each test server's database starts as a copy of
  // (a plain file copy: no tarball read, unpacked and written again into memory for every server).
  const dir = path.join(templateDir, `pglite-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(templateDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(database.db);
  await runSeeds(database.db, { demoData: false }, new Clock());
  await database.close();
  project.provide('pgliteTemplate', dir);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
