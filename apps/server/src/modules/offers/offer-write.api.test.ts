import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Refs, refsOf } from '../../../test/announcement-fixtures.ts';
import { call, type DemoRole, demoEmails, signIn } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement, uploadFile } from '../../../test/offer-fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { asAnotherClient } from '../../db/transaction-guard.ts';
import { offerWriteContext } from './offer-write.repository.ts';

// The one write path of an offer set (docs/decisions/0012): a transaction that share-locks the
// announcement, decides and writes. These cases check that a refused write leaves nothing at all, and
// (on PostgreSQL) that closing the announcement waits for a write in flight.

let server: TestServer;
let refs: Refs;
const t: Record<string, string> = {};
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  refs = await refsOf(server, 'jkowalski');
  t.jan = await signIn(server, 'advertiser');
  t.piotr = await signIn(server, 'bidder');
  t.agnieszka = await signIn(server, 'bidder2');
  const users = await server.database.db.selectFrom('users').select(['id', 'email']).execute();
  const id = (role: DemoRole) => users.find((u) => u.email === demoEmails[role])?.id as number;
  ids = { jan: id('advertiser'), piotr: id('bidder'), agnieszka: id('bidder2') };
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;

const submit = (token: string, announcementId: number, partIds: number[], fileIds: number[] = []) =>
  call(server, 'PUT', `/api/offerset/announcement/${announcementId}/submit`, {
    token,
    body: offerBody(announcementId, partIds, [['100,00']], fileIds),
  });

const offerSetsOf = (announcementId: number) =>
  db().selectFrom('offer_sets').selectAll().where('announcement_id', '=', announcementId).execute();

it('writes, links the files and marks the offer new for the advertiser', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  const file = await uploadFile(server, t.piotr as string, 'oferta.pdf', '%PDF oferta');
  const answer = await submit(t.piotr as string, a.id, a.partIds, [file]);
  expect(answer.status).toBe(200);
  const [saved] = await offerSetsOf(a.id);
  expect(saved).toMatchObject({ announcement_id: a.id, bidder_id: ids.piotr, status: 'SUBMITTED' });
  const linked = await db().selectFrom('files').selectAll().where('id', '=', file).executeTakeFirstOrThrow();
  expect(linked).toMatchObject({ owner_kind: 'offer', owner_id: saved?.id });
  const marks = await db()
    .selectFrom('badge_marks')
    .selectAll()
    .where('user_id', '=', ids.jan as number)
    .execute();
  expect(marks.map((m) => [m.kind, m.subject_id])).toEqual(
    expect.arrayContaining([
      ['offer_set', saved?.id],
      ['my_advertisement', a.id],
    ]),
  );
});

it('writes nothing when a file to attach is not a free upload of the bidder', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  const b = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  const file = await uploadFile(server, t.piotr as string, 'oferta.pdf', '%PDF oferta');
  const other = await uploadFile(server, t.agnieszka as string, 'cudza.pdf', '%PDF cudza');
  // Someone else's upload.
  expect((await submit(t.piotr as string, a.id, a.partIds, [other])).status).toBe(422);
  // Attached to another offer set already.
  expect((await submit(t.piotr as string, b.id, b.partIds, [file])).status).toBe(200);
  expect((await submit(t.piotr as string, a.id, a.partIds, [file])).status).toBe(422);
  expect(await offerSetsOf(a.id)).toEqual([]);
  const kept = await db()
    .selectFrom('files')
    .select('owner_id')
    .where('id', '=', other)
    .executeTakeFirstOrThrow();
  expect(kept.owner_id).toBeNull();
});

it('writes nothing after the deadline or once closed', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  // The deadline passed a second ago by the server clock (still PUBLISHED: not settled yet).
  await db()
    .updateTable('announcements')
    .set({ submission_deadline: new Date(server.clock.now().getTime() - 1000) })
    .where('id', '=', a.id)
    .execute();
  expect((await submit(t.piotr as string, a.id, a.partIds)).status).toBe(409);
  await db().updateTable('announcements').set({ status: 'CLOSED' }).where('id', '=', a.id).execute();
  expect((await submit(t.piotr as string, a.id, a.partIds)).status).toBe(409);
  expect(await offerSetsOf(a.id)).toEqual([]);
});

it('writes nothing over an existing offer set (one per bidder and announcement)', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs);
  const body = offerBody(a.id, [a.partIds[0] as number], [['100,00']]);
  expect((await call(server, 'POST', '/api/offerset', { token: t.agnieszka, body })).status).toBe(200);
  const before = await offerSetsOf(a.id);
  expect((await call(server, 'POST', '/api/offerset', { token: t.agnieszka, body })).status).toBe(409);
  expect(await offerSetsOf(a.id)).toEqual(before);
});

it('keeps one offer set when the same bidder submits twice at once', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  const answers = await Promise.all([
    submit(t.agnieszka as string, a.id, a.partIds),
    submit(t.agnieszka as string, a.id, a.partIds),
  ]);
  expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  const rows = await offerSetsOf(a.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe('SUBMITTED');
});

it('makes closing the announcement wait for a write in flight, and refuses the ones after it', async () => {
  if (server.database.kind !== 'postgres') return; // PGlite has one connection: nothing runs alongside
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  let closed = false;
  await db()
    .transaction()
    .execute(async (write) => {
      // A write read under its locks (its first statement) and has not committed yet.
      const read = await offerWriteContext(write, a.id, ids.piotr as number, []);
      expect(read.announcement?.status).toBe('PUBLISHED');
      // Closing comes from another client (its own connection), not from this transaction.
      const closing = asAnotherClient(() =>
        db().updateTable('announcements').set({ status: 'CLOSED' }).where('id', '=', a.id).execute(),
      ).then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      void closing;
    });
  await expect.poll(() => closed).toBe(true);
  expect((await submit(t.piotr as string, a.id, a.partIds)).status).toBe(409);
  expect(await offerSetsOf(a.id)).toEqual([]);
});
