import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refsOf } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/test-server.ts';

// Two server processes on one PostgreSQL database (PGlite is one process's own): each keeps the
// public list of questions for a second; a question asked and answered on one server is numbered on
// the same counter and read on the other within that second.
describe.skipIf(!process.env.TEST_DATABASE_URL)('questions across two server processes', () => {
  let database: TestDatabase;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    one = await startTestServer({}, { database });
    two = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  it('numbers on one counter and shows an answer published on the other within a second', async () => {
    const jan = await signIn(one, 'advertiser');
    const piotr = await signIn(one, 'bidder');
    const agnieszka = await signIn(two, 'bidder2');
    const a = await publishedAnnouncement(one, jan, await refsOf(one, 'jkowalski'), { parts: 1 });
    const asked = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? one : two, 'POST', '/api/question', {
          token: i % 2 ? piotr : agnieszka,
          body: { content: `Pytanie ${i}`, advertisement: a.id },
        }),
      ),
    );
    expect(asked.map((r) => r.body.data.question.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const path = `/api/question/announcement/${a.id}`;
    // Server one keeps the (empty) public list...
    expect((await call(one, 'GET', path, { token: null })).body.data.questions).toEqual([]);
    const first = asked[0]?.body.data.question.id;
    const published = await call(two, 'PUT', `/api/question/${first}?mode=publish`, {
      token: jan,
      body: { content: 'Pytanie 0', answer: { content: 'Odpowiedź z drugiego serwera' } },
    });
    expect(published.status).toBe(200);
    // ...and shows the answer published on server two within the second it trusts the kept list.
    const started = Date.now();
    let seen: { answer: { content: string } }[] = [];
    while (Date.now() - started < 2000) {
      seen = (await call(one, 'GET', path, { token: null })).body.data.questions;
      if (seen.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen[0]?.answer.content).toBe('Odpowiedź z drugiego serwera');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
