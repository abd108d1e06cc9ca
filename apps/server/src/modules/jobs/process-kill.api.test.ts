import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../../test/server-processes.ts';
import { createTestDatabase, type TestDatabase, testDatabaseHandle } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';
import { PROCESS_KILLING_QUEUE } from '../testing/process-killing-job.routes.ts';
import { LEASE_EXPIRED_ERROR } from './jobs.repository.ts';

/**
 * Issue 46 (decision 0046): a job that kills the process running it, with a real SIGKILL of a real
 * server process on PostgreSQL (not a claim the test leaves unfinished). Each process that claims it
 * dies; after its last attempt the next process fails it instead of claiming it, and lives on.
 */
const ATTEMPTS = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a job whose process dies in it', () => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = testDatabaseHandle(database.databaseUrl as string, 2);
  }, 180_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await db?.destroy();
    await database?.drop();
  });

  const start = () => startServerProcess(database.databaseUrl as string, { BK_TEST_CLOCK: '1' });
  const job = () =>
    db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'last_error', 'lease_token', 'finished_at'])
      .where('queue', '=', PROCESS_KILLING_QUEUE)
      .executeTakeFirstOrThrow();
  /** Resolves with the signal that ended the process, failing after `ms`. */
  const death = (p: ServerProcess, ms: number) =>
    new Promise<NodeJS.Signals | null>((resolve, reject) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve(p.child.signalCode);
      const timer = setTimeout(() => reject(new Error(`the process lived ${ms} ms on`)), ms);
      p.child.once('exit', (_code, signal) => {
        clearTimeout(timer);
        resolve(signal);
      });
    });

  it('is failed after its attempts, each of which killed its process, and not claimed for ever', async () => {
    server = await start();
    const queued = await fetch(`http://127.0.0.1:${server.port}/api/test/process-killing-job`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'zabojca', max_attempts: ATTEMPTS }),
    });
    expect(queued.status).toBe(200);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      // The process that claims it dies in it, killed by the kernel with SIGKILL.
      if (attempt > 1) server = await start();
      expect(await death(server, 30_000)).toBe('SIGKILL');
      const row = await job();
      expect(row.state).toBe('running');
      expect(row.attempts).toBe(attempt);
      expect(row.finished_at).toBeNull();
      if (attempt > 1) expect(row.last_error).toBe(LEASE_EXPIRED_ERROR);
    }
    // The next process finds the job's attempts used and its lease run out: it fails the job, and lives.
    server = await start();
    const started = Date.now();
    let row = await job();
    while (row.state !== 'failed' && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await job();
    }
    expect(row).toMatchObject({ state: 'failed', attempts: ATTEMPTS, last_error: LEASE_EXPIRED_ERROR });
    expect(row.lease_token).toBeNull();
    expect(row.finished_at).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).status).toBe(200);
  }, 540_000);
});
