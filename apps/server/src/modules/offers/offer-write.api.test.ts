import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { call, type DemoRole, demoEmails, signInAs } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement, uploadFile } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { asAnotherClient } from '../../db/transaction-guard.ts';
import { eventInStatement, userActor } from '../events/index.ts';
import {
  newOfferSetId,
  type OfferSetWrite,
  offerWriteContext,
  writeOfferSetIfUnchanged,
} from './offer-write.repository.ts';

// The one write path of an offer set (docs/decisions/0012): its write statement writes only when nothing
// changed between its read and its write; these cases change something in between and check that it
// writes nothing at all (the service then reads and decides again), and that the calls answer as the
// decision on what is there now says.

let server: TestServer;
let refs: Refs;
const t: Record<string, string> = {};
let ids: Record<string, number>;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(t, await signInAs(server, 'jan', 'piotr', 'agnieszka'));
  const users = await server.database.db.selectFrom('users').select(['id', 'email']).execute();
  const id = (role: DemoRole) => users.find((u) => u.email === demoEmails[role])?.id as number;
  ids = { jan: id('advertiser'), piotr: id('bidder'), agnieszka: id('bidder2') };
});
afterAll(() => server.close());

const db = () => server.database.db;

/** The write's event, as the service gives the statement (events' eventInStatement). */
const eventOf = async (userId: number, offerSetId: number, announcementId: number, executor = db()) =>
  (
    await eventInStatement(executor, {
      type: 'offer.submitted',
      object: { kind: 'offer_set', id: offerSetId },
      actor: userActor(userId),
      at: server.clock.now(),
      payload: { announcement_id: announcementId, status: 'SUBMITTED' },
      from: sql`w`,
    })
  ).sql;

/** A submission's write statement as the service makes it, through `executor` (a transaction, or the pool). */
async function write(
  announcementId: number,
  userId: number,
  change: Partial<OfferSetWrite>,
  executor: ReturnType<typeof db> = db(),
) {
  const announcement = await executor
    .selectFrom('announcements')
    .select(['published_version_id', 'owner_id'])
    .where('id', '=', announcementId)
    .executeTakeFirstOrThrow();
  const newId = change.newId ?? (await newOfferSetId(executor));
  return writeOfferSetIfUnchanged(executor, {
    event: await eventOf(userId, change.existing?.id ?? newId, announcementId, executor),
    announcementId,
    versionId: announcement.published_version_id as number,
    userId,
    now: server.clock.now(),
    existing: null,
    newId,
    fields: {
      status: 'SUBMITTED',
      content: JSON.stringify({ offers: [], attachments: [] }),
      modified_at: server.clock.now(),
      next_element_id: 1,
    },
    ownerKind: 'offer',
    link: [],
    markFor: announcement.owner_id,
    ...change,
  });
}

const offerSetsOf = (announcementId: number) =>
  db().selectFrom('offer_sets').selectAll().where('announcement_id', '=', announcementId).execute();

it('writes, links the files and marks the offer new for the advertiser when nothing changed', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs);
  const file = await uploadFile(server, t.piotr as string, 'oferta.pdf', '%PDF oferta');
  const saved = await write(a.id, ids.piotr as number, { link: [file] });
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

it('writes nothing once the offer set changed since it was read', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs);
  const body = offerBody(a.id, [a.partIds[0] as number], [['100,00']]);
  expect((await call(server, 'POST', '/api/offerset', { token: t.piotr, body })).status).toBe(200);
  const read = await offerWriteContext(db(), a.id, ids.piotr as number, []);
  const existing = read.existing;
  if (!existing) throw new Error('the draft was not read');
  // Another tab saves in between.
  const changed = offerBody(a.id, [a.partIds[0] as number], [['200,00']]);
  const saved = await call(server, 'PUT', `/api/offerset/announcement/${a.id}`, {
    token: t.piotr,
    body: changed,
  });
  expect(saved.status).toBe(200);
  const before = await offerSetsOf(a.id);
  const stale = await write(a.id, ids.piotr as number, {
    existing: { id: existing.id, rowVersion: existing.row_version },
  });
  expect(stale).toBeUndefined();
  expect(await offerSetsOf(a.id)).toEqual(before);
  // With the version as it is now, the same write goes through.
  const fresh = await offerWriteContext(db(), a.id, ids.piotr as number, []);
  const now = await write(a.id, ids.piotr as number, {
    existing: { id: existing.id, rowVersion: fresh.existing?.row_version as string },
  });
  expect(now?.status).toBe('SUBMITTED');
});

it('writes nothing when a file to attach is no longer a free upload of the bidder', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs);
  const b = await publishedAnnouncement(server, t.jan as string, refs);
  const file = await uploadFile(server, t.piotr as string, 'oferta.pdf', '%PDF oferta');
  const other = await uploadFile(server, t.agnieszka as string, 'cudza.pdf', '%PDF cudza');
  // Someone else's upload.
  expect(await write(a.id, ids.piotr as number, { link: [other] })).toBeUndefined();
  // Attached to another offer set in between.
  expect(await write(b.id, ids.piotr as number, { link: [file] })).toBeDefined();
  expect(await write(a.id, ids.piotr as number, { link: [file] })).toBeUndefined();
  expect(await offerSetsOf(a.id)).toEqual([]);
  const kept = await db()
    .selectFrom('files')
    .select('owner_id')
    .where('id', '=', other)
    .executeTakeFirstOrThrow();
  expect(kept.owner_id).toBeNull();
});

it('writes nothing after the deadline, once closed, or for a version no longer published', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs, { deadlineDays: 1 });
  const row = await db()
    .selectFrom('announcements')
    .select(['submission_deadline', 'published_version_id'])
    .where('id', '=', a.id)
    .executeTakeFirstOrThrow();
  const deadline = row.submission_deadline as Date;
  const late = new Date(deadline.getTime() + 1000);
  expect(await write(a.id, ids.piotr as number, { now: late })).toBeUndefined();
  expect(
    await write(a.id, ids.piotr as number, { versionId: (row.published_version_id as number) + 1000 }),
  ).toBeUndefined();
  await db().updateTable('announcements').set({ status: 'CLOSED' }).where('id', '=', a.id).execute();
  expect(await write(a.id, ids.piotr as number, {})).toBeUndefined();
  expect(await offerSetsOf(a.id)).toEqual([]);
});

it('writes nothing over an offer set made in between (one per bidder and announcement)', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs);
  const body = offerBody(a.id, [a.partIds[0] as number], [['100,00']]);
  expect((await call(server, 'POST', '/api/offerset', { token: t.agnieszka, body })).status).toBe(200);
  const before = await offerSetsOf(a.id);
  expect(await write(a.id, ids.agnieszka as number, { existing: null })).toBeUndefined();
  expect(await offerSetsOf(a.id)).toEqual(before);
});

const submit = (token: string, announcementId: number, partIds: number[]) =>
  call(server, 'PUT', `/api/offerset/announcement/${announcementId}/submit`, {
    token,
    body: offerBody(announcementId, partIds, [['100,00']]),
  });

it('answers 409 and writes nothing once the deadline passed, and 409 to a second first write at once', async () => {
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
  const answers = await Promise.all([
    submit(t.agnieszka as string, a.id, a.partIds),
    submit(t.agnieszka as string, a.id, a.partIds),
  ]);
  expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  expect(await offerSetsOf(a.id)).toHaveLength(1);
  // The deadline passed a second ago by the server clock (still PUBLISHED: not settled yet).
  await db()
    .updateTable('announcements')
    .set({ submission_deadline: new Date(server.clock.now().getTime() - 1000) })
    .where('id', '=', a.id)
    .execute();
  expect((await submit(t.piotr as string, a.id, a.partIds)).status).toBe(409);
  expect(await offerSetsOf(a.id)).toHaveLength(1);
});

it('makes closing the announcement wait for a write in flight, and refuses the ones after it', async () => {
  if (server.database.kind !== 'postgres') return; // PGlite has one connection: nothing runs alongside
  const a = await publishedAnnouncement(server, t.jan as string, refs);
  let closed = false;
  await db()
    .transaction()
    .execute(async (submission) => {
      // A write statement ran (and share-locked the announcement); its transaction has not committed.
      const written = await write(a.id, ids.piotr as number, {}, submission);
      expect(written?.status).toBe('SUBMITTED');
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
  // The write in flight stands; the ones after the close write nothing.
  expect(await offerSetsOf(a.id)).toHaveLength(1);
  expect(await write(a.id, ids.agnieszka as number, {})).toBeUndefined();
  expect((await submit(t.agnieszka as string, a.id, [a.partIds[0] as number])).status).toBe(409);
  expect(await offerSetsOf(a.id)).toHaveLength(1);
});

// The offers' hot path, guarded by a count of statements rather than a time (issue 31): a submission
// is the session's check, one read and one write that also writes its event; the event log added no
// statement of its own (its sealing runs in the background, on its own connection on PostgreSQL).
it.skipIf(process.env.TEST_DATABASE_URL)('submits an offer in a fixed number of statements', async () => {
  const pglite = server.database.pglite;
  if (!pglite) return;
  const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 2 });
  const body = offerBody(a.id, a.partIds, [['1000,00'], ['2000,00']]);
  // Another bidder's submission first: what is kept per process (the published version) is warm.
  await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, { token: t.piotr, body });
  // The background (sealer, consumers, jobs) shares PGlite's one connection: stopped (the file's last
  // test), so only the request is counted. Settling what is due may run before any call (one hook of
  // the app, at most once a second): its statements are the settle's, not the submission's.
  await server.background.settle();
  await server.background.stop();
  const settles = /"publication_date" is not null|^\s*(begin|commit)\b|update "announcements" set "status"/i;
  const statements: string[] = [];
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) => {
    if (!settles.test(text)) statements.push(text.slice(0, 60));
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof pglite.query;
  try {
    const answer = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: t.agnieszka,
      body,
    });
    expect(answer.status).toBe(200);
  } finally {
    pglite.query = query;
  }
  // The session's check, the write's read, the write with its event: nothing else.
  expect(statements.length, statements.join('\n')).toBe(3);
});
