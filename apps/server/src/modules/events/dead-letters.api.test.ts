import { auditMessages } from '@bk/contracts/audit/audit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInAs } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import {
  CONSUMER_ATTEMPTS,
  consumerRetryDelayMs,
  recordEvent,
  registerConsumer,
  systemActor,
  unregisterConsumer,
} from './index.ts';

const TOKEN = 'metryki-token-testowy-0123456789';
const CONSUMER = 'test-flaky';
/** The objects of this test's events (kind 'flaky_test', which nothing else records). */
const failing = new Set<number>();

let server: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ BK_METRICS_TOKEN: TOKEN });
  Object.assign(t, await signInAs(server, 'admin', 'jan'));
  await sql`create table flaky_handled (n serial, event_id bigint not null, object_id bigint not null)`.execute(
    server.database.db,
  );
  // A consumer of the test: it writes a row for each of its events, then throws while the object fails.
  registerConsumer({
    name: CONSUMER,
    types: ['mark.cleared'],
    handle: async (trx, event) => {
      if (event.object_kind !== 'flaky_test') return;
      await sql`insert into flaky_handled (event_id, object_id) values (${event.id}, ${event.object_id})`.execute(
        trx,
      );
      if (failing.has(Number(event.object_id))) throw new Error(`  Nie da się obsłużyć ${event.object_id}  `);
    },
  });
});
afterAll(async () => {
  unregisterConsumer(CONSUMER);
  await server.close();
});

async function record(objectId: number) {
  await server.database.db.transaction().execute((trx) =>
    recordEvent(trx, {
      type: 'mark.cleared',
      object: { kind: 'flaky_test', id: objectId },
      actor: systemActor,
      at: server.clock.now(),
    }),
  );
}

const handled = async () =>
  (
    await sql<{ object_id: number }>`select object_id from flaky_handled order by n`.execute(
      server.database.db,
    )
  ).rows.map((r) => Number(r.object_id));

const consumerRow = () =>
  server.database.db
    .selectFrom('event_consumers')
    .select(['failing_seq', 'attempts', 'retry_at', 'last_error'])
    .where('name', '=', CONSUMER)
    .executeTakeFirstOrThrow();

const deadLetters = (token: string | null = t.admin as string) =>
  call(server, 'GET', '/api/admin/audit/dead-letters', { token });
const retry = (id: number, token: string | null = t.admin as string) =>
  call(server, 'POST', `/api/admin/audit/dead-letters/${id}/retry`, { token });

const parkedMail = () =>
  server.database.db
    .selectFrom('outbox_messages as m')
    .innerJoin('outbox_bodies as b', 'b.id', 'm.body_id')
    .select(['m.idempotency_key', 'm.to_address as to', 'b.subject', 'b.text'])
    .where('m.kind', '=', 'admin.consumer_dead_letter')
    .execute();

describe('a consumer that fails on one event (issue 46)', () => {
  let parkedId = 0;

  it('retries it with backoff, parks it after its attempts and handles the events after it', async () => {
    // The earliest moment an attempt can start: for the first, before the events are recorded (the
    // server's consumer loop may try it as soon as it is sealed, before this test's settle); for each
    // later one, the retry time of the one before (nothing is tried before it is due, though the loop
    // may try it before this test moves the clock).
    let earliest = server.clock.now();
    failing.add(1);
    await record(1);
    await record(2);
    await record(3);
    await server.background.settle();
    // The failing event's writes were rolled back; the events after it wait behind it.
    expect(await handled()).toEqual([]);
    let row = await consumerRow();
    expect(row).toMatchObject({ failing_seq: expect.anything(), last_error: 'Nie da się obsłużyć 1' });
    // The test clock runs with real time: on a busy machine one settle may outlast a backoff and try
    // again, so the test follows the row. Each failure sets its retry one backoff after the attempt
    // (which began after `earliest` and ended before the settle did).
    let seen = 0;
    while (row.failing_seq !== null) {
      expect(row.attempts).toBeGreaterThan(seen);
      expect(row.attempts).toBeLessThan(CONSUMER_ATTEMPTS);
      seen = row.attempts;
      expect(await handled()).toEqual([]);
      const due = new Date(row.retry_at as Date).getTime();
      const delay = consumerRetryDelayMs(row.attempts);
      expect(due).toBeGreaterThanOrEqual(earliest.getTime() + delay);
      expect(due).toBeLessThanOrEqual(server.clock.now().getTime() + delay);
      // Not due yet: a run before its backoff tries nothing.
      await server.background.settle();
      if (server.clock.now().getTime() < due) expect((await consumerRow()).attempts).toBe(seen);
      server.clock.set(new Date(Math.max(due, server.clock.now().getTime())));
      earliest = new Date(due);
      await server.background.settle();
      row = await consumerRow();
    }
    // Parked: the consumer moved past it and handled the events after it, each once.
    expect(await handled()).toEqual([2, 3]);
    expect(await consumerRow()).toMatchObject({
      failing_seq: null,
      attempts: 0,
      retry_at: null,
      last_error: null,
    });
    await record(4);
    await server.background.settle();
    expect(await handled()).toEqual([2, 3, 4]);

    const listed = await deadLetters();
    expect(listed.status).toBe(200);
    const mine = listed.body.data.dead_letters.filter((d: any) => d.consumer === CONSUMER);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      event_type: 'mark.cleared',
      object: { kind: 'flaky_test', id: 1 },
      error: 'Nie da się obsłużyć 1',
      attempts: CONSUMER_ATTEMPTS,
      retried_at: null,
    });
    expect(listed.body.data.meta.total).toBe(1);
    parkedId = mine[0].id;
  });

  it('tells the administrators once, by e-mail, and counts it in /metrics', async () => {
    const mail = await parkedMail();
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.map((m) => m.to)).toContain('admin@bk.example');
    for (const m of mail) {
      expect(m.subject).toBe(`Zdarzenie odłożone przez konsumenta: ${CONSUMER}`);
      expect(m.idempotency_key).toMatch(new RegExp(`^dead-letter:${parkedId}:\\d+$`));
      expect(m.text).toContain('Nie da się obsłużyć 1');
    }
    expect(new Set(mail.map((m) => m.to)).size).toBe(mail.length);
    await server.background.settle();
    expect(await parkedMail()).toHaveLength(mail.length);

    const metrics = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = await metrics.text();
    expect(text).toContain(`bk_consumer_dead_letters{consumer="${CONSUMER}"} 1`);
    expect(text).toContain('bk_consumer_dead_letters{consumer="mail-notifications"} 0');
  });

  it('refuses the list and the retry to a user without the log (403), and an unknown id (404)', async () => {
    expect((await deadLetters(t.jan as string)).status).toBe(403);
    const refused = await retry(parkedId, t.jan as string);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(auditMessages.forbidden);
    expect((await retry(parkedId, null)).status).toBe(401);
    const missing = await retry(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(auditMessages.deadLetterMissing);
    expect(await handled()).toEqual([2, 3, 4]);
  });

  it('keeps an event that fails again parked with the new error; resolves one that succeeds', async () => {
    const again = await retry(parkedId);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      resolved: false,
      error: 'Nie da się obsłużyć 1',
      attempts: CONSUMER_ATTEMPTS + 1,
    });
    expect(await handled()).toEqual([2, 3, 4]);
    const still = (await deadLetters()).body.data.dead_letters.find((d: any) => d.id === parkedId);
    expect(still.retried_at).not.toBeNull();

    failing.delete(1);
    const done = await retry(parkedId);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ resolved: true, error: null });
    expect(await handled()).toEqual([2, 3, 4, 1]);
    const after = await deadLetters();
    expect(after.body.data.dead_letters.some((d: any) => d.id === parkedId)).toBe(false);
    expect(after.body.data.meta.total).toBe(0);

    const twice = await retry(parkedId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(auditMessages.deadLetterResolved);
    // Each retry done is in the log, by the administrator, about the dead letter.
    const retries = await server.database.db
      .selectFrom('events')
      .select(['type', 'actor_kind', 'payload'])
      .where('object_kind', '=', 'dead_letter')
      .where('object_id', '=', parkedId)
      .orderBy('id')
      .execute();
    expect(retries.map((e) => [e.type, e.actor_kind, (e.payload as { resolved: boolean }).resolved])).toEqual(
      [
        ['consumer.event_retried', 'user', false],
        ['consumer.event_retried', 'user', true],
      ],
    );
    expect(await handled()).toEqual([2, 3, 4, 1]);
  });
});

describe('a real consumer that fails on one event', () => {
  it('announcement-schedule parks a publication with a broken deadline and schedules the next one', async () => {
    const deadline = new Date(server.clock.now().getTime() + 30 * 86_400_000).toISOString();
    const publish = (id: number, submission_deadline: string) =>
      server.database.db.transaction().execute((trx) =>
        recordEvent(trx, {
          type: 'announcement.published',
          object: { kind: 'announcement', id },
          actor: systemActor,
          at: server.clock.now(),
          payload: { submission_deadline },
        }),
      );
    // The broken deadline fails: on PostgreSQL in the database (an aborted statement, rolled back to the
    // savepoint), on PGlite while the value is written out.
    await publish(990_001, 'nie-data');
    await publish(990_002, deadline);
    for (let attempt = 0; attempt < CONSUMER_ATTEMPTS + 1; attempt++) {
      await server.background.settle();
      server.clock.advance(10_000);
    }
    await server.background.settle();
    const parked = (await deadLetters()).body.data.dead_letters.filter(
      (d: any) => d.consumer === 'announcement-schedule',
    );
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({
      object: { kind: 'announcement', id: 990_001 },
      attempts: CONSUMER_ATTEMPTS,
    });
    expect(parked[0].error).toMatch(/timestamp|Invalid time value/);
    // The consumer moved on: the next publication's closing is on the queue, the broken one's is not.
    const jobs = await server.database.db
      .selectFrom('jobs')
      .select(['key', 'run_at'])
      .where('key', 'in', ['close:990001', 'close:990002'])
      .execute();
    expect(jobs.map((j) => [j.key, new Date(j.run_at).toISOString()])).toEqual([['close:990002', deadline]]);
    expect((await parkedMail()).some((m) => m.subject.endsWith(': announcement-schedule'))).toBe(true);
  });
});
