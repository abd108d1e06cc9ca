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
    /** The same with the demo data too (PGlite: a data directory; PostgreSQL: a database's name). */
    demoTemplate: string;
    /** The UTC day the demo template's data was made on: its deadlines are days from then. */
    demoTemplateDay: string;
  }
}

const templateDir = path.resolve(import.meta.dirname, '../../../.tmp/test-template');

/**
 * Builds one migrated database with the reference data before the API tests, so each test file starts
 * from a copy instead of importing 100,000 localities again (tests still get a database of their own),
 * and a second one with the demo data too, which a test server with demo data (most of them) starts
 * from instead of seeding it again (about 1.2 processor seconds a server).
 */
export default async function setup(project: TestProject) {
  const dropScratch = memoryScratch();
  const dropTemplates = await prepareTemplates(project);
  return async () => {
    await dropTemplates();
    dropScratch();
  };
}

/**
 * The tests' temporary files (each test server's copy of the PGlite template, about 120 MB, its file
 * store, the backups...) go to a folder in memory (/dev/shm) where the machine has one: a copy there
 * takes half the time and its removal a fifth, and nothing of the ~30 GB a run copies is written to
 * disk (decision 0044). TMPDIR is what `os.tmpdir()` reads, in the test processes (forked after this)
 * and in the server processes they start. A folder that a killed run left (its process gone) is removed.
 */
function memoryScratch(): () => void {
  const shm = '/dev/shm';
  try {
    fs.accessSync(shm, fs.constants.W_OK);
  } catch {
    return () => undefined;
  }
  for (const name of fs.readdirSync(shm)) {
    const pid = /^bk-api-tests-(\d+)$/.exec(name)?.[1];
    if (!pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch {
      fs.rmSync(path.join(shm, name), { recursive: true, force: true });
    }
  }
  const dir = path.join(shm, `bk-api-tests-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  };
}

async function prepareTemplates(project: TestProject): Promise<() => Promise<void>> {
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
    const demoName = `${name}_demo`;
    const admin2 = new pg.Client({ connectionString: adminUrl });
    await admin2.connect();
    await admin2.query(`CREATE DATABASE ${demoName} TEMPLATE ${name}`);
    await admin2.end();
    url.pathname = `/${demoName}`;
    const demo = await openDatabase({ databaseUrl: url.href });
    const day = await seedDemo(demo.db);
    await demo.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    project.provide('demoTemplate', demoName);
    project.provide('demoTemplateDay', day);
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      for (const database of [demoName, name])
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
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
  const demoDir = `${dir}-demo`;
  fs.rmSync(demoDir, { recursive: true, force: true });
  fs.cpSync(dir, demoDir, { recursive: true });
  const demo = await openDatabase({ databaseUrl: null, dataDir: demoDir });
  const day = await seedDemo(demo.db);
  await demo.close();
  project.provide('pgliteTemplate', dir);
  project.provide('postgresTemplate', '');
  project.provide('demoTemplate', demoDir);
  project.provide('demoTemplateDay', day);
  return async () => {
    for (const template of [dir, demoDir]) fs.rmSync(template, { recursive: true, force: true });
  };
}

/** Loads the demo data as a server would at its start; returns the UTC day it was made on. */
async function seedDemo(db: Parameters<typeof runSeeds>[0]): Promise<string> {
  const clock = new Clock();
  await runSeeds(db, { demoData: true }, clock);
  return clock.now().toISOString().slice(0, 10);
}
