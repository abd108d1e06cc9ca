import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ServerProcess as Process,
  startServerProcess as startProcess,
  stopServerProcess as stop,
} from '../../../test/server-processes.ts';
import { createTestDatabase, type TestDatabase, testDatabaseHandle } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';
import { recordEvent, systemActor, verifyLog } from './index.ts';

/**
 * Issue 31: server processes (real ones, each its own Node process) on one PostgreSQL database. The
 * after-commit consumers handle each event once whichever process runs them, and a process killed
 * with SIGKILL while a thousand events wait loses none of them: after a restart every consumer has
 * handled every event exactly once, and the chain holds.
 */
const COUNT = 1_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the event log across server processes', () => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  let one: Process | undefined;
  let two: Process | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.databaseUrl as string;
    db = testDatabaseHandle(url, 4);
    // The first process migrates; the second starts on the migrated database.
    one = await startProcess(url);
    two = await startProcess(url);
  }, 450_000);

  afterAll(async () => {
    await stop(one);
    await stop(two);
    await db?.destroy();
    await database?.drop();
  });

  const consumer = () =>
    db
      .selectFrom('event_consumers')
      .select(['position', 'handled'])
      .where('name', '=', 'announcement-schedule')
      .executeTakeFirst();

  it('handles each of a thousand events once, though a process is killed while they wait', async () => {
    const before = (await consumer())?.handled ?? 0;
    // A thousand publications with their deadlines, recorded as the portal records them.
    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < COUNT; i++)
        await recordEvent(trx, {
          type: 'announcement.published',
          object: { kind: 'announcement', id: 900_000 + i },
          actor: systemActor,
          at: new Date(),
          payload: { submission_deadline: deadline },
        });
    });
    // Both processes seal and consume; one is killed at once, in the middle of it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await stop(one, 'SIGKILL');
    // The other carries on; the killed one comes back.
    one = await startProcess(database.databaseUrl as string);
    const head = async () =>
      Number(
        (
          await db
            .selectFrom('event_chain')
            .select((eb) => eb.fn.max('seq').as('m'))
            .executeTakeFirst()
        )?.m ?? 0,
      );
    const started = Date.now();
    for (;;) {
      const state = await consumer();
      const events = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (state && Number(state.position) === (await head()) && (await head()) === Number(events.n)) break;
      if (Date.now() - started > 180_000) throw new Error(`consumer stuck at ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const state = await consumer();
    expect(Number(state?.handled) - Number(before)).toBe(COUNT);
    const jobs = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', 'like', 'close:9%')
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(COUNT);
    expect(await verifyLog(db, new Date())).toMatchObject({ ok: true, unsealed: 0 });
  }, 450_000);
});
