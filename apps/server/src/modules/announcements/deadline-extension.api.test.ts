import { extensionMessages as X } from '@bk/contracts/announcements/deadline-extension';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineIn, type Refs, refsOf } from '../../../test/announcement-fixtures.ts';
import { call, signInAs } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

/** The deadline-extension action (issue 50, decision 0053). */

let server: TestServer;
let refs: Refs;
let t: Record<'jan' | 'malgorzata' | 'piotr' | 'admin', string>;

const signIn = async () => {
  t = await signInAs(server, 'jan', 'malgorzata', 'piotr', 'admin');
};

beforeAll(async () => {
  server = await startTestServer();
  await signIn();
  refs = await refsOf(server, 'jkowalski');
});
afterAll(() => server.close());

const wall = (at: Date) => warsawDateTime(at).slice(0, 16);
const extend = (token: string | null, id: number, body: unknown) =>
  call(server, 'POST', `/api/announcements/${id}/deadline-extension`, { token, body });
const view = async (id: number, token: string | null = t.jan) =>
  (await call(server, 'GET', `/api/announcements/${id}`, { token })).body.data;
const stateOf = (id: number) =>
  server.database.db
    .selectFrom('announcements')
    .select(['status', 'submission_deadline', 'published_version_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const eventsOf = (id: number, type: string) =>
  server.database.db
    .selectFrom('events')
    .select(['type', 'payload', 'actor_id'])
    .where('object_kind', '=', 'announcement')
    .where('object_id', '=', id)
    .where('type', '=', type)
    .execute();

async function submitOffer(id: number, partIds: number[], token = t.piotr) {
  const body = offerBody(id, partIds, [['1000,00']]);
  expect((await call(server, 'POST', '/api/offerset', { token, body })).status).toBe(200);
  const submitted = await call(server, 'PUT', `/api/offerset/announcement/${id}/submit`, { token, body });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
}

/** Moves the clock past the announcement's deadline and lets the portal close it. */
async function passDeadline(id: number, by = 2 * 3_600_000) {
  const deadline = (await stateOf(id)).submission_deadline as Date;
  server.clock.set(new Date(deadline.getTime() + by));
  await signIn();
  await server.background.settle();
  expect((await stateOf(id)).status).toBe('CLOSED');
  return deadline;
}

describe('the deadline-extension action (issue 50)', () => {
  it('gives a published announcement a new version with the later deadline and the reason, for its author only', async () => {
    const { id } = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 3 });
    const before = await stateOf(id);
    expect((await view(id)).advertisement.can_extend_deadline).toBe(true);
    expect((await view(id, t.piotr)).advertisement.can_extend_deadline).toBe(false);
    expect((await view(id, null)).advertisement.can_extend_deadline).toBe(false);

    const later = deadlineIn(server.clock.now(), 10, '12:00:00');
    const reason = 'Awaria portalu w dniu terminu: wykonawcy nie mogli złożyć ofert.';
    const input = { submission_deadline: later, reason };

    // Refused, and nothing changes: no session, another advertiser, an administrator (not its author).
    expect((await extend(null, id, input)).status).toBe(401);
    const other = await extend(t.malgorzata, id, input);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ status: 'Error', message: M.saveForbidden });
    expect((await extend(t.admin, id, input)).status).toBe(403);
    // Bad input: a clear Polish error under its field.
    const empty = await extend(t.jan, id, { ...input, reason: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason).toEqual([X.reasonRequired]);
    const long = await extend(t.jan, id, { ...input, reason: 'x'.repeat(1001) });
    expect(long.body.errors.reason).toEqual([X.reasonTooLong]);
    expect((await extend(t.jan, id, { ...input, reason: 'a\u0000b' })).status).toBe(422);
    expect((await extend(t.jan, id, { ...input, submission_deadline: '2026-02-30 10:00:00' })).status).toBe(
      422,
    );
    expect((await extend(t.jan, id, { ...input, submission_deadline: 12 })).status).toBe(422);
    expect((await extend(t.jan, id, { ...input, extra: true })).status).toBe(422);
    const earlier = await extend(t.jan, id, {
      ...input,
      submission_deadline: deadlineIn(server.clock.now(), 2),
    });
    expect(earlier.status).toBe(422);
    expect(earlier.body.errors.submission_deadline).toEqual([X.notLater]);
    const today = await extend(t.jan, id, {
      ...input,
      submission_deadline: deadlineIn(server.clock.now(), 0),
    });
    expect(today.body.errors.submission_deadline).toEqual([M.deadlineAfterToday]);
    expect(await stateOf(id)).toEqual(before);
    expect(await eventsOf(id, 'announcement.deadline_extended')).toEqual([]);

    const done = await extend(t.jan, id, input);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ id, status: 'PUBLISHED', version_no: 2 });
    const after = await stateOf(id);
    expect(after.published_version_id).toBe(done.body.data.version_id);
    expect(after.submission_deadline?.toISOString()).toBe(done.body.data.submission_deadline);
    expect(after.submission_deadline?.getTime()).toBeGreaterThan(
      (before.submission_deadline as Date).getTime(),
    );

    // Everyone sees the version's reason; the content is the previous version's.
    const shown = await view(id, null);
    expect(shown.version).toMatchObject({ version_no: 2, change_reason: reason, is_current: true });
    expect(shown.advertisement.submission_deadline).toBe(done.body.data.submission_deadline);
    const first = (
      await call(server, 'GET', `/api/announcements/${id}/versions/${before.published_version_id}`)
    ).body.data;
    expect(first.version.change_reason).toBeNull();
    expect({ ...shown.version.content, advertiser: null }).toEqual({
      ...first.version.content,
      advertiser: null,
    });
    const versions = (await call(server, 'GET', `/api/announcements/${id}/versions`)).body.data.published;
    expect(versions.map((v: { change_reason: string | null }) => v.change_reason)).toEqual([null, reason]);

    const [event] = await eventsOf(id, 'announcement.deadline_extended');
    expect(event?.payload).toMatchObject({
      version_id: done.body.data.version_id,
      previous_deadline: before.submission_deadline?.toISOString(),
      submission_deadline: done.body.data.submission_deadline,
      reason,
      outage_id: null,
      reopened: false,
    });
    expect(await eventsOf(id, 'announcement.version_published')).toHaveLength(1);

    // A cancelled announcement: the action is refused.
    expect((await call(server, 'POST', `/api/announcements/${id}/cancel`, { token: t.jan })).status).toBe(
      200,
    );
    const cancelled = await extend(t.jan, id, {
      ...input,
      submission_deadline: deadlineIn(server.clock.now(), 20),
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(M.transitionRefused);
  });

  it('reopens a closed announcement only when a declared failure touched its deadline and no offer was read', async () => {
    const quiet = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 2 });
    const failed = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 4 });
    const read = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 4 });
    await submitOffer(quiet.id, quiet.partIds);
    await submitOffer(failed.id, failed.partIds);
    await submitOffer(read.id, read.partIds);

    // The first closes with no failure around its deadline: the action is refused.
    await passDeadline(quiet.id);
    expect((await view(quiet.id)).advertisement.can_extend_deadline).toBe(false);
    const input = () => ({
      submission_deadline: deadlineIn(server.clock.now(), 7, '10:00:00'),
      reason: 'Awaria portalu przed terminem składania ofert.',
    });
    const refused = await extend(t.jan, quiet.id, input());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'Error', message: X.closedWithoutOutage });
    expect((await stateOf(quiet.id)).status).toBe('CLOSED');

    // The other two close within a failure an administrator declares.
    const deadline = await passDeadline(failed.id);
    expect((await stateOf(read.id)).status).toBe('CLOSED');
    const declared = await call(server, 'POST', '/api/admin/outages', {
      token: t.admin,
      body: {
        started_at: wall(new Date(deadline.getTime() - 3 * 3_600_000)),
        ended_at: wall(new Date(deadline.getTime() - 30 * 60_000)),
        description: 'Niedostępna baza danych.',
      },
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    const outageId = declared.body.data.outage.id;

    // The author reads the offers of one of them: that one can no longer be reopened.
    const list = await call(server, 'GET', `/api/offerset/announcement/${read.id}/list`, { token: t.jan });
    expect(list.status).toBe(200);
    expect(list.body.data.sealed).toBe(false);
    expect((await view(read.id)).advertisement.can_extend_deadline).toBe(false);
    const opened = await extend(t.jan, read.id, input());
    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe(X.offersRead);
    expect((await stateOf(read.id)).status).toBe('CLOSED');

    // The bidder's own reads do not count: the other is reopened, its offers sealed again.
    expect(
      (await call(server, 'GET', `/api/offerset/announcement/${failed.id}`, { token: t.piotr })).status,
    ).toBe(200);
    expect((await view(failed.id)).advertisement.can_extend_deadline).toBe(true);
    expect((await view(failed.id, t.admin)).advertisement.can_extend_deadline).toBe(false);
    const reopened = await extend(t.jan, failed.id, input());
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await stateOf(failed.id)).status).toBe('PUBLISHED');
    const [event] = await eventsOf(failed.id, 'announcement.deadline_extended');
    expect(event?.payload).toMatchObject({ outage_id: outageId, reopened: true });
    const sealed = await call(server, 'GET', `/api/offerset/announcement/${failed.id}/list`, {
      token: t.jan,
    });
    expect(sealed.body.data).toMatchObject({ sealed: true, parts: [] });
    // The bidder may withdraw and submit again until the new deadline.
    const withdrawn = await call(server, 'PUT', `/api/offerset/announcement/${failed.id}/withdraw`, {
      token: t.piotr,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    await server.background.settle();
    expect((await stateOf(failed.id)).status).toBe('PUBLISHED');
  });
});
