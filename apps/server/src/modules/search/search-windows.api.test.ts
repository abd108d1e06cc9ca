import { searchQuerySchema } from '@bk/contracts/search/search';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAndPublish,
  item,
  part,
  type Refs,
  validContent,
} from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { searchTuning, searchWays } from './search-pages.ts';
import { planSearch, tiersOf } from './search-plan.ts';
import { searchStats } from './search-stats.ts';
import { termOf } from './stemming.ts';

// A million announcements page through the date index and the period terms (docs/decisions/0011);
// a small table would always take the exact way. Here the thresholds are lowered so that the same
// pages are found every way, and each must give exactly the rows of the plain sort.

let server: TestServer;
let refs: Refs;
let jan: string;
const defaults = { ...searchTuning };
const created: number[] = [];

/** Dates around the turns of days, months and years (UTC and Warsaw), two the same, over three years. */
const publications = [
  '2024-02-29T10:00:00Z',
  '2024-12-31T23:30:00Z',
  '2025-01-01T00:10:00Z',
  '2025-03-31T22:30:00Z',
  '2025-03-31T22:30:00Z',
  '2025-06-15T12:00:00Z',
  '2025-12-31T23:59:59Z',
  '2026-01-01T00:00:00Z',
  '2026-02-28T23:00:00Z',
  '2026-03-01T00:00:00Z',
  '2026-07-10T08:00:00Z',
  '2026-10-31T23:30:00Z',
  '2026-11-01T00:30:00Z',
  '2026-11-15T09:00:00Z',
];

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  jan = await signIn(server, 'advertiser');
  for (let i = 0; i < 28; i++) {
    // Half name the word in the title, half only in the description: two tiers of relevance.
    const title = i % 2 ? `Konserwacja zieleni miejskiej ${i}` : `Utrzymanie terenów ${i}`;
    const content = validContent(refs, {
      title,
      parts: [
        part(refs, 'p1', {
          title: null,
          order_items: [item(refs, { description: `Konserwacja i pielęgnacja, zadanie ${i}.` })],
        }),
      ],
    });
    const id = await createAndPublish(server, jan, content, 10 + i);
    created.push(id);
  }
  // Publication dates spread over the years, each list date twice, a minute apart the second time
  // (the search row follows the announcement's columns).
  for (const [i, id] of created.entries()) {
    const date = new Date(
      Date.parse(publications[i % publications.length] as string) + Math.floor(i / 14) * 60_000,
    );
    // Deadlines 1.2 days apart from 1 December of next year (always ahead, so every row stays
    // published whatever the day the tests run): the newest two cross into the year after.
    const deadline = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 1) + i * 1.2 * 86_400_000);
    await sql`update announcements set publication_date = ${date}, submission_deadline = ${deadline}
      where id = ${id}`.execute(server.database.db);
  }
  // Only these rows in the index, so that the newest periods hold them (the demo data is younger).
  await sql`delete from announcement_search where announcement_id not in (${sql.join(created)})`.execute(
    server.database.db,
  );
  await sql`analyze announcement_search`.execute(server.database.db);
});
afterEach(() => {
  Object.assign(searchTuning, defaults);
});
afterAll(() => server.close());

async function allPages(query: string, limit: number) {
  const seen: number[] = [];
  for (let page = 1; page <= 30; page++) {
    const answer = await call(
      server,
      'GET',
      `/api/search/announcements?${query}&limit=${limit}&page=${page}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = answer.body.data.advertisements.map((a: { id: number }) => a.id);
    seen.push(...ids);
    if (ids.length < limit) break;
  }
  return seen;
}

/** The order the search must give, straight from the table. */
async function sortedBy(column: 'publication_date' | 'submission_deadline') {
  const rows = await sql<{ id: number }>`select announcement_id as id from announcement_search
    where announcement_id in (${sql.join(created)}) order by ${sql.ref(column)} desc, announcement_id desc`.execute(
    server.database.db,
  );
  return rows.rows.map((r) => r.id);
}

describe('paging a large result set every way', () => {
  it('gives the rows of the plain sort through the period windows, the walk and the bitmaps', async () => {
    const byPublication = await sortedBy('publication_date');
    const byDeadline = await sortedBy('submission_deadline');
    expect(new Set(byPublication)).toEqual(new Set(created));
    const ways = [
      { name: 'exact', tuning: {} },
      { name: 'window', tuning: { fewIndexed: -1, walkRows: -1, firstShare: 0.03 } },
      { name: 'walk', tuning: { fewIndexed: -1, walkRows: 1_000_000 } },
    ] as const;
    for (const way of ways) {
      Object.assign(searchTuning, defaults, way.tuning);
      const before = searchWays[way.name];
      for (const limit of [1, 3, 5]) {
        expect(await allPages('q=konserwacja&sort=publicationDate', limit), `${way.name} ${limit}`).toEqual(
          byPublication,
        );
        expect(
          await allPages('q=konserwacja&sort=submissionDeadline', limit),
          `${way.name} ${limit}`,
        ).toEqual(byDeadline);
      }
      expect(searchWays[way.name], way.name).toBeGreaterThan(before);
    }
  });

  it('keeps the relevance tiers through the windows: title matches first, each tier newest first', async () => {
    const exact = await allPages('q=konserwacja', 4);
    expect(new Set(exact)).toEqual(new Set(created));
    const inTitle = new Set(created.filter((_, i) => i % 2));
    const firstBodyOnly = exact.findIndex((id) => !inTitle.has(id));
    expect(firstBodyOnly).toBe(inTitle.size);
    Object.assign(searchTuning, { fewIndexed: -1, walkRows: -1, firstShare: 0.1 });
    const before = searchWays.window;
    expect(await allPages('q=konserwacja', 4)).toEqual(exact);
    expect(await allPages('q=konserwacja&status=PUBLISHED', 3)).toEqual(exact);
    expect(searchWays.window).toBeGreaterThan(before);
  });

  it('reads all tiers in one pass, counted, when the first has no match among the newest', async () => {
    // 'zadanie' is in no title: the first tier is empty; the second holds the 'zieleni' titles.
    const query = `q=${encodeURIComponent('zieleni zadanie')}`;
    const exact = await allPages(query, 4);
    const inTitle = created.filter((_, i) => i % 2);
    expect(new Set(exact.slice(0, inTitle.length))).toEqual(new Set(inTitle));
    expect(new Set(exact)).toEqual(new Set(created));
    Object.assign(searchTuning, { fewIndexed: -1, walkRows: -1, firstShare: 0.1 });
    const before = searchWays.ranked;
    for (const limit of [3, 4, 7]) expect(await allPages(query, limit), `${limit}`).toEqual(exact);
    expect(searchWays.ranked).toBeGreaterThan(before);
    // A pass that finds more than it may read gives way to the tiers, with the same pages.
    Object.assign(searchTuning, { rankedAtMost: 10, rankedShare: 1 });
    const ranked = searchWays.ranked;
    expect(await allPages(query, 4)).toEqual(exact);
    expect(searchWays.ranked).toBe(ranked);
    Object.assign(searchTuning, { rankedAtMost: defaults.rankedAtMost, rankedShare: defaults.rankedShare });
    const first = await call(server, 'GET', `/api/search/announcements?${query}&limit=5`);
    expect(first.body.data.meta).toMatchObject({ total: created.length, approximate: false, last_page: 6 });
  });

  it('leaves a word of most announcements to the check of the rows, and finds the same rows', async () => {
    const db = server.database.db;
    const stats = await searchStats(db, db);
    const plan = await planSearch(db, searchQuerySchema.parse({ q: 'zieleni konserwacja' }));
    // At a million rows, 'konserwacja' in 99 % of them and 'zieleni' in 0.1 %: the first is left to
    // the rows in both word tiers.
    const common = new Map([
      [termOf('konserwacja'), 0.99],
      [termOf('zieleni'), 0.001],
    ]);
    const tiers = tiersOf(plan, 'default', { ...stats, title: common, doc: common }, 1_000_000);
    const ids = async (where: unknown) =>
      (
        await sql<{ id: number }>`select announcement_id as id from announcement_search s where ${where}
          order by announcement_id`.execute(db)
      ).rows.map((r) => r.id);
    const odd = created.filter((_, i) => i % 2);
    for (const [i, tier] of tiers.entries()) {
      if (i < 2) expect(sql`${tier.run}`.compile(db).sql).toContain('ts_match_vq');
      expect(await ids(tier.run), `tier ${i}`).toEqual(await ids(tier.plain));
    }
    expect(await ids(tiers[0]?.run)).toEqual([...odd].sort((a, b) => a - b));
    // The real shares of this small table leave every word to the index.
    const [inTitle] = tiersOf(plan, 'default', stats, 1000);
    expect(sql`${inTitle?.run}`.compile(db).sql).not.toContain('ts_match_vq');
    // Both words in the titles of the odd ones, some word in the others: each group newest first.
    const published = await sortedBy('publication_date');
    const expected = [
      ...published.filter((id) => odd.includes(id)),
      ...published.filter((id) => !odd.includes(id)),
    ];
    expect(await allPages(`q=${encodeURIComponent('zieleni konserwacja')}`, 5)).toEqual(expected);
  });
});
