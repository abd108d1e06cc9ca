import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, userId } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { countTuning } from './search-counts.ts';
import { termOf } from './stemming.ts';

// Counts of a large table (docs/decisions/0011, 'Counts'): a small table is always counted exactly,
// so the thresholds are lowered here and 6,000 rows stand in for a million.

let server: TestServer;
const defaults = { ...countTuning };
const ROWS = 6000;
/** Row i holds 'alfa' when i % 2 = 0, 'beta' when i % 5 = 0, 'gamma' when i % 120 = 0. */
const expected = { alfaOrBeta: 3000 + 1200 - 600, gamma: 50 };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await userId(server, 'jkowalski');
  const [alfa, beta, gamma, other] = ['alfa', 'beta', 'gamma', 'lorem'].map(termOf);
  // Only these rows in the index.
  await sql`delete from announcement_search`.execute(db);
  const inserted = await sql<{ id: number }>`insert into announcements
      (owner_id, status, created_at, created_by, title, publication_date, submission_deadline)
    select ${owner}, 'PUBLISHED', now(), ${owner}, 'Próba ' || i, now() - i * interval '1 minute',
      now() + interval '30 days'
    from generate_series(0, ${ROWS - 1}) as i returning id`.execute(db);
  const first = Math.min(...inserted.rows.map((r) => r.id));
  // No attachments: the terms with them (full_tsv) are the form's.
  await sql`insert into announcement_search (announcement_id, status, publication_date, submission_deadline,
      number, title, title_tsv, doc_tsv, full_tsv, excerpt_source, owner_id)
    select a.id, 'PUBLISHED', a.publication_date, a.submission_deadline, 'T-' || a.id, a.title,
      array_to_tsvector(array[${other}]), d.v, d.v, a.title, ${owner}
    from announcements a,
      lateral (select array_to_tsvector(array_remove(array[${other},
        case when (a.id - ${first}) % 2 = 0 then ${alfa} end,
        case when (a.id - ${first}) % 5 = 0 then ${beta} end,
        case when (a.id - ${first}) % 120 = 0 then ${gamma} end], null)) as v) d
    where a.id >= ${first}`.execute(db);
  await sql`analyze announcement_search`.execute(db);
});
afterEach(() => {
  Object.assign(countTuning, defaults);
});
afterAll(() => server.close());

async function meta(query: string) {
  const answer = await call(server, 'GET', `/api/search/announcements?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.meta as { total: number; approximate: boolean; last_page: number };
}

describe('counting a large result set', () => {
  it('works out a count of several words from a sample of buckets, and offers no page past the matches', async () => {
    Object.assign(countTuning, { smallTable: 0, exactCountLimit: 0, exactUpTo: 0, sampleHits: 800 });
    const counted = await meta('q=alfa%20beta&limit=20');
    expect(counted.approximate).toBe(true);
    // 800 matches in the sample: one standard deviation is 3.5 %.
    expect(Math.abs(counted.total - expected.alfaOrBeta) / expected.alfaOrBeta).toBeLessThan(0.12);
    expect(counted.last_page * 20).toBeLessThanOrEqual(expected.alfaOrBeta + 19);
    expect(counted.last_page).toBeGreaterThan(Math.floor((expected.alfaOrBeta * 0.8) / 20));
    // Remembered: the same count for the next page.
    expect((await meta('q=alfa%20beta&limit=20&page=2')).total).toBe(counted.total);
  });

  it('counts exactly when the first bucket shows the matches are few', async () => {
    Object.assign(countTuning, { smallTable: 0, exactCountLimit: 0 });
    // 'gamma' rows are among the 'beta' ones: 1,200 in all, some five in the first bucket.
    expect(await meta('q=beta%20gamma&limit=10')).toMatchObject({
      total: 1200,
      approximate: false,
      last_page: 120,
    });
  });

  it('gives the exact total of a page past the last match', async () => {
    Object.assign(countTuning, { smallTable: 0, exactCountLimit: 0, exactUpTo: 0 });
    expect(await meta('q=gamma&limit=20&page=7')).toMatchObject({
      total: expected.gamma,
      approximate: false,
      last_page: 3,
    });
  });

  it('counts a rare word exactly', async () => {
    Object.assign(countTuning, { smallTable: 0 });
    expect(await meta('q=gamma&limit=5')).toMatchObject({
      total: expected.gamma,
      approximate: false,
      last_page: 10,
    });
  });
});
