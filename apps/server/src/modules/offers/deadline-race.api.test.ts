import { afterAll, beforeAll, expect, it } from 'vitest';
import { refsOf } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { insertBidders } from '../../../test/bidder-fixtures.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { openOfferRows } from '../keys/index.ts';

let server: TestServer;
const BIDDERS = 200;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `n` bidders with an economic subject and a live session each (made in the database: 200 logins would only slow the test). */
function bidders(n: number, until: Date): Promise<{ id: number; token: string }[]> {
  return insertBidders(server.database.db, n, {
    prefix: 'race',
    now: server.clock.now(),
    expiresAt: new Date(until.getTime() + 3_600_000),
    nipBase: 300000000,
  });
}

it(`keeps every submission acknowledged before the deadline and refuses every one after it (${BIDDERS} bidders)`, async () => {
  const jan = await signIn(server, 'advertiser');
  const refs = await refsOf(server, 'jkowalski');
  const a = await publishedAnnouncement(server, jan, refs, { parts: 1, deadlineDays: 1 });
  const deadline = (
    await server.database.db
      .selectFrom('announcements')
      .select('submission_deadline')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow()
  ).submission_deadline as Date;
  const people = await bidders(BIDDERS, deadline);
  // Just before the deadline; the clock passes it while the submissions are in flight.
  server.clock.set(new Date(deadline.getTime() - 2000));
  const submit = async (p: { id: number; token: string }, i: number) => {
    const answer = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: p.token,
      body: offerBody(a.id, a.partIds, [[`${1000 + i},00`]]),
    });
    return { bidder: p.id, status: answer.status, body: answer.body };
  };
  const firstHalf = people.slice(0, BIDDERS / 2).map(submit);
  // The deadline passes while the first half is still being answered; the second half comes after.
  await Promise.race(firstHalf);
  server.clock.set(new Date(deadline.getTime() + 1000));
  const secondHalf = people.slice(BIDDERS / 2).map((p, i) => submit(p, i + BIDDERS / 2));
  const answers = await Promise.all([...firstHalf, ...secondHalf]);
  server.clock.reset();
  const accepted = answers.filter((x) => x.status === 200);
  const refused = answers.filter((x) => x.status === 409);
  expect(accepted.length + refused.length).toBe(BIDDERS);
  expect(accepted.length).toBeGreaterThan(0);
  expect(refused.length).toBeGreaterThan(0);

  // Kept sealed (decision 0038): opened here as the portal opens them after the deadline.
  const rows = await openOfferRows(
    server.database.db,
    await server.database.db
      .selectFrom('offer_sets')
      .select(['id', 'bidder_id', 'status', 'submitted_at', 'receipt_sha256', 'content'])
      .where('announcement_id', '=', a.id)
      .execute(),
  );
  // Every acknowledged submission is kept whole, before the deadline; every refused one left nothing.
  expect(rows).toHaveLength(accepted.length);
  for (const x of accepted) {
    const row = rows.find((r) => r.bidder_id === x.bidder);
    if (!row) throw new Error(`the acknowledged offer of bidder ${x.bidder} is missing`);
    expect(row.status).toBe('SUBMITTED');
    expect(row.receipt_sha256).toBe(x.body.data.offer_set.receipt_sha256);
    expect((row.submitted_at as Date).getTime()).toBeLessThan(deadline.getTime());
    expect((row.content as { offers: unknown[] }).offers).toHaveLength(1);
  }
  for (const x of refused) expect(rows.some((r) => r.bidder_id === x.bidder)).toBe(false);
  // And the announcement is closed.
  const status = await server.database.db
    .selectFrom('announcements')
    .select('status')
    .where('id', '=', a.id)
    .executeTakeFirstOrThrow();
  expect(status.status).toBe('CLOSED');
}, 360_000);
