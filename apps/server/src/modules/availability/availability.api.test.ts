import { availabilityMessages } from '@bk/contracts/availability/availability';
import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refsOf } from '../../../test/announcement-fixtures.ts';
import { call, signInAs } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let t: Record<'jan' | 'piotr' | 'agnieszka' | 'admin', string>;

beforeAll(async () => {
  server = await startTestServer();
  t = await signInAs(server, 'jan', 'piotr', 'agnieszka', 'admin');
});
afterAll(() => server.close());

/** A Warsaw wall-clock time as the declaration's form gives it ('yyyy-MM-dd HH:mm'). */
const wall = (at: Date) => warsawDateTime(at).slice(0, 16);
const samples = () =>
  server.database.db.selectFrom('availability_samples').selectAll().orderBy('minute').execute();
const notices = () =>
  server.database.db
    .selectFrom('outbox_messages as m')
    .innerJoin('outbox_bodies as b', 'b.id', 'm.body_id')
    .select(['m.idempotency_key', 'm.to_address as to', 'b.subject', 'b.text'])
    .where('m.kind', '=', 'outage.notice')
    .orderBy('m.idempotency_key')
    .execute();

describe('the availability on record (issue 50)', () => {
  it('samples each minute once, whatever runs it, and the status page shows the days', async () => {
    await server.background.settle();
    const first = await samples();
    expect(first.length).toBeGreaterThan(0);
    expect(first.at(-1)).toMatchObject({ ok: true });
    server.clock.advance(3 * 60_000);
    await server.background.settle();
    await server.background.settle();
    const later = await samples();
    expect(later.length).toBeGreaterThan(first.length);
    // One row per minute.
    const minutes = later.map((s) => new Date(s.minute).getTime());
    expect(new Set(minutes).size).toBe(minutes.length);
    for (const m of minutes) expect(m % 60_000).toBe(0);

    // A run without a healthy sample (missing minutes and an unhealthy one) between two healthy ones.
    const day = new Date(Math.floor(server.clock.now().getTime() / 60_000) * 60_000 - 2 * 86_400_000);
    const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000);
    await server.database.db
      .insertInto('availability_samples')
      .values(
        [0, 1, 5, 10, 11].map((m) => ({ minute: at(m), ok: m !== 5, database_ms: 3, recorded_at: at(m) })),
      )
      .execute();

    const status = await call(server, 'GET', '/api/status');
    expect(status.status).toBe(200);
    expect(status.body.data.gaps).toContainEqual({
      started_at: at(2).toISOString(),
      ended_at: at(10).toISOString(),
      minutes: 8,
    });
    // Minutes 10 and 11 are consecutive: no gap starts at 11.
    expect(
      status.body.data.gaps.some((g: { started_at: string }) => g.started_at === at(11).toISOString()),
    ).toBe(false);
    const today = status.body.data.days.at(-1);
    expect(today.measured).toBeGreaterThan(0);
    expect(today.ok).toBeLessThanOrEqual(today.measured);
    expect(status.body.data.last_sample_at).not.toBeNull();
  });

  it('lists, at a declared failure, the announcements whose deadline fell within it or the hour after, and tells their people once', async () => {
    const refs = await refsOf(server, 'jkowalski');
    const touched = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 2 });
    const later = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 4 });
    const body = offerBody(touched.id, touched.partIds, [['1000,00']]);
    expect((await call(server, 'POST', '/api/offerset', { token: t.piotr, body })).status).toBe(200);
    expect(
      (await call(server, 'PUT', `/api/offerset/announcement/${touched.id}/submit`, { token: t.piotr, body }))
        .status,
    ).toBe(200);
    expect(
      (await call(server, 'POST', `/api/favorite-announcements/${touched.id}`, { token: t.agnieszka }))
        .status,
    ).toBe(200);
    const deadline = new Date(
      (await call(server, 'GET', `/api/announcements/${touched.id}`, { token: t.jan })).body.data
        .advertisement.submission_deadline,
    );

    // Two hours past the deadline: the failure ended 30 minutes before it.
    server.clock.set(new Date(deadline.getTime() + 2 * 3_600_000));
    t = await signInAs(server, 'jan', 'piotr', 'agnieszka', 'admin');
    const declaration = {
      started_at: wall(new Date(deadline.getTime() - 3 * 3_600_000)),
      ended_at: wall(new Date(deadline.getTime() - 30 * 60_000)),
      description: 'Niedostępna baza danych (awaria dysku u dostawcy).',
    };
    const declare = (token: string | null, input: unknown) =>
      call(server, 'POST', '/api/admin/outages', { token, body: input });

    expect((await declare(null, declaration)).status).toBe(401);
    const refused = await declare(t.jan, declaration);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(availabilityMessages.forbidden);
    const backwards = await declare(t.admin, { ...declaration, ended_at: declaration.started_at });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.ended_at).toEqual([availabilityMessages.endBeforeStart]);
    const future = await declare(t.admin, {
      ...declaration,
      started_at: wall(new Date(server.clock.now().getTime() + 3_600_000)),
      ended_at: wall(new Date(server.clock.now().getTime() + 7_200_000)),
    });
    expect(future.status).toBe(422);
    expect((await declare(t.admin, { ...declaration, started_at: '2026-13-01 10:00' })).status).toBe(422);
    expect((await declare(t.admin, { ...declaration, description: ' ' })).status).toBe(422);
    expect((await declare(t.admin, { ...declaration, extra: 1 })).status).toBe(422);
    expect(await server.database.db.selectFrom('outages').select('id').execute()).toEqual([]);

    const declared = await declare(t.admin, declaration);
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    const outage = declared.body.data.outage;
    expect(outage.description).toBe(declaration.description);
    // (A demo announcement whose deadline fell in the same window is listed too.)
    expect(outage.announcements.map((a: { id: number }) => a.id)).toContain(touched.id);
    expect(outage.announcements.map((a: { id: number }) => a.id)).not.toContain(later.id);
    const event = await server.database.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('object_kind', '=', 'outage')
      .where('object_id', '=', outage.id)
      .executeTakeFirstOrThrow();
    expect(event.type).toBe('outage.declared');
    expect((event.payload as { announcement_ids: number[] }).announcement_ids).toContain(touched.id);

    await server.background.settle();
    const all = await notices();
    const sent = all.filter((m) => m.idempotency_key.startsWith(`outage:${outage.id}:${touched.id}:`));
    const to = sent.map((m) => m.to).sort();
    expect(to).toEqual([
      'agnieszka.wojcik@bk.example',
      'jan.kowalski@bk.example',
      'piotr.zielinski@bk.example',
    ]);
    const toAuthor = sent.find((m) => m.to === 'jan.kowalski@bk.example');
    expect(toAuthor?.subject).toMatch(/^Awaria portalu przed terminem składania ofert: przedłuż termin/);
    expect(toAuthor?.text).toContain('Prosimy o przedłużenie terminu składania ofert');
    expect(toAuthor?.text).toContain(declaration.description);
    expect(sent.find((m) => m.to === 'piotr.zielinski@bk.example')?.text).toContain(
      'złożono w nim Twoją ofertę',
    );
    // Once: a second run writes nothing more.
    await server.background.settle();
    expect(await notices()).toHaveLength(all.length);

    // The public page shows the failure; the administrators' list has its announcements.
    const status = await call(server, 'GET', '/api/status');
    expect(status.body.data.outages).toEqual([
      expect.objectContaining({ id: outage.id, description: declaration.description }),
    ]);
    expect((await call(server, 'GET', '/api/admin/outages', { token: t.jan })).status).toBe(403);
    const listed = await call(server, 'GET', '/api/admin/outages', { token: t.admin });
    expect(listed.body.data.outages[0].announcements).toContainEqual(
      expect.objectContaining({ id: touched.id, title: expect.any(String) }),
    );
  });
});
