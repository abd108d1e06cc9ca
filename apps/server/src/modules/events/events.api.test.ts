import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { signIn, userId } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { recordEvent, systemActor, verifyLog } from './index.ts';

let server: TestServer;
let jan: string;
let refs: Refs;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  jan = await signIn(server, 'advertiser');
});
afterAll(() => server.close());

const eventsOf = (kind: string, id: number) =>
  server.database.db
    .selectFrom('events')
    .selectAll()
    .where('object_kind', '=', kind)
    .where('object_id', '=', id)
    .orderBy('id')
    .execute();

describe('the event log', () => {
  it('records a change with its actor and object, seals it into a chain that holds', async () => {
    const id = await createAndPublish(server, jan, validContent(refs, { title: 'Dziennik zdarzeń' }), 10);
    const events = await eventsOf('announcement', id);
    expect(events.map((e) => e.type)).toEqual(['announcement.draft_created', 'announcement.published']);
    const janId = await userId(server, 'jkowalski');
    expect(events.every((e) => e.actor_kind === 'user' && e.actor_id === janId)).toBe(true);
    await server.background.settle();
    const sealed = await server.database.db
      .selectFrom('event_chain')
      .select(['seq', 'event_id'])
      .where(
        'event_id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(sealed).toHaveLength(2);
    const state = await verifyLog(server.database.db, server.clock.now());
    expect(state).toMatchObject({ ok: true, unsealed: 0 });
    expect(state.length).toBeGreaterThan(2);
  });

  it('leaves no event of a change that failed after its event was written', async () => {
    const before = await server.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    await expect(
      server.database.db.transaction().execute(async (trx) => {
        await recordEvent(trx, {
          type: 'announcement.cancelled',
          object: { kind: 'announcement', id: 1 },
          actor: systemActor,
          at: server.clock.now(),
        });
        throw new Error('the change failed after its event');
      }),
    ).rejects.toThrow('the change failed after its event');
    const after = await server.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect(after.max).toEqual(before.max);
  });

  it('refuses any update or delete of the log', async () => {
    await server.background.settle();
    await expect(
      sql`update events set type = 'x' where id = (select min(id) from events)`.execute(server.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from event_chain where seq = 1`.execute(server.database.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('closes an announcement at its deadline by a job of the queue, recorded as the system', async () => {
    const id = await createAndPublish(server, jan, validContent(refs, { title: 'Zamknięcie o czasie' }), 2);
    await server.background.settle();
    const job = await server.database.db
      .selectFrom('jobs')
      .select(['state', 'run_at'])
      .where('key', '=', `close:${id}`)
      .executeTakeFirstOrThrow();
    expect(job.state).toBe('waiting');
    server.clock.advance(3 * 86_400_000);
    // No request: the job alone closes it.
    await server.background.settle();
    const row = await server.database.db
      .selectFrom('announcements')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CLOSED');
    const closed = (await eventsOf('announcement', id)).filter((e) => e.type === 'announcement.closed');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ actor_kind: 'system', actor_id: null });
  });
});
