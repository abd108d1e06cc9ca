import type { SearchQuery } from '@bk/contracts/search/search';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { statusObject } from '../announcements/actions.service.ts';
import { excerpt, highlight } from './highlight.ts';
import { dateHistograms, newestPeriods, type PeriodKind } from './search-periods.ts';
import {
  type Condition,
  indexedCondition,
  matchingCondition,
  orderOf,
  planSearch,
  tiersOf,
} from './search-plan.ts';

type Db = Kysely<DB> | Transaction<DB>;

const estimates = new WeakMap<Db, Map<string, number>>();

/**
 * The planner's estimate of the rows matching a condition (cheap: no row is read). Remembered for the
 * transaction of one search, which asks about the same condition more than once.
 */
async function estimate(db: Db, where: Condition): Promise<number> {
  const query = sql<{
    'QUERY PLAN': unknown;
  }>`explain (format json) select 1 from announcement_search s where ${where}`;
  const compiled = query.compile(db);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const known = estimates.get(db) ?? new Map<string, number>();
  if (db.isTransaction) estimates.set(db, known);
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  const plan = await db.executeQuery(compiled);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const rows = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  known.set(key, rows);
  return rows;
}

/**
 * Runs one statement with the date indexes allowed: a search plans through the GIN bitmaps only
 * (set when it starts), except a walk of the newest rows.
 */
async function withDateIndex<T>(db: Db, run: () => Promise<T>): Promise<T> {
  await sql`select set_config('enable_indexscan', 'on', true)`.execute(db);
  try {
    return await run();
  } finally {
    await sql`select set_config('enable_indexscan', 'off', true)`.execute(db);
  }
}

const EXACT_COUNT_LIMIT = 2000;
/** Up to this many indexed announcements every count is exact. */
const SMALL_TABLE = 20_000;

/**
 * How many match: exact when few (counted through the indexes, up to 2,000); else the planner's
 * estimate, which the page shows with 'około'. Never fewer than the rows already seen.
 */
async function countOf(db: Db, where: Condition, seen: number, indexedRows: number, size: number) {
  // A small table is counted whole, whatever the condition (its statistics may be young).
  if (size <= SMALL_TABLE) {
    const all = await sql<{
      n: number;
    }>`select count(*)::int as n from announcement_search s where ${where}`.execute(db);
    return { total: Math.max(Number(all.rows[0]?.n ?? 0), seen), approximate: false };
  }
  const guess = await estimate(db, where);
  // Counting reads every row the index gives: only when that is few (filters on columns narrow no bitmap).
  if (guess <= EXACT_COUNT_LIMIT && indexedRows <= EXACT_COUNT_LIMIT * 10) {
    const capped = await sql<{
      n: number;
    }>`select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${EXACT_COUNT_LIMIT + 1}) x`.execute(
      db,
    );
    const n = Number(capped.rows[0]?.n ?? 0);
    if (n <= EXACT_COUNT_LIMIT) return { total: Math.max(n, seen), approximate: false };
  }
  return { total: Math.max(guess, seen), approximate: true };
}

/** The exact number of rows of a condition, counting no further than `cap` (paging past a whole tier). */
async function countUpTo(db: Db, where: Condition, cap: number): Promise<number> {
  const counted = await sql<{
    n: number;
  }>`select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${cap}) x`.execute(
    db,
  );
  return Number(counted.rows[0]?.n ?? 0);
}

/** The newest publication ('p') and deadline ('d') of the search table, read when a search starts. */
type Newest = { p: Date | null; d: Date | null };

type Row = {
  announcement_id: number;
  status: string;
  number: string | null;
  title: string;
  excerpt_source: string;
  publication_date: Date | null;
  submission_deadline: Date | null;
  advertiser_name: string | null;
  place: string | null;
  owner_id: number;
};

const columns = sql`s.announcement_id, s.status, s.number, s.title, s.excerpt_source, s.publication_date,
  s.submission_deadline, s.advertiser_name, s.place, s.owner_id`;

const sizes = new WeakMap<Kysely<DB>, { rows: number; at: number }>();
const SIZE_TRUST_MS = 10_000;

/**
 * How many rows the search table holds, as the planner knows it (no count of a million rows); asked
 * again after 10 s at most, since it moves slowly and every query needs it.
 */
async function tableSize(db: Kysely<DB>): Promise<number> {
  const known = sizes.get(db);
  const now = Date.now();
  if (known && now - known.at < SIZE_TRUST_MS) return known.rows;
  const row = await sql<{
    n: number;
  }>`select reltuples::bigint as n from pg_class where relname = 'announcement_search'`.execute(db);
  const rows = Math.max(Number(row.rows[0]?.n ?? 0), 1000);
  sizes.set(db, { rows, at: now });
  return rows;
}

/** How a page is found (the tests lower the thresholds to walk every way on a small table). */
export const searchTuning = {
  /** Up to this many rows, a page is read by walking the date index newest first (a broad word's first pages). */
  walkRows: 3000,
  /** Up to this many rows from the GIN index, a page is read from the bitmaps straight away. */
  fewIndexed: 3000,
  /** The first window holds at most this share of all rows (an estimate too low must not make it huge). */
  firstShare: 0.02,
};

/** How many pages each way has found since the server started (what the tests check was walked). */
export const searchWays = { walk: 0, window: 0, exact: 0 };

/** The newest periods of the sort's date holding about a share of all rows (migration 0014). */
type Periods = (share: number) => Promise<string | null>;

function periodsOf(root: Kysely<DB>, trx: Db, sort: SearchQuery['sort'], newest: Newest): Periods {
  const kind: PeriodKind = sort === 'submissionDeadline' ? 'd' : 'p';
  return async (share) => {
    const last = newest[kind];
    if (!last) return null;
    const histograms = await dateHistograms(root, trx);
    return newestPeriods(kind, histograms[kind], share, new Date(last));
  };
}

/**
 * A page of the matches (within some periods, when a window is given) and how many matches there
 * are: the matches are gathered once, then counted and sorted, so a page past their end still tells.
 */
async function countedPage(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  window: string | null,
) {
  const periods = window ? sql`and s.facet_tsv @@ to_tsquery('simple', ${window})` : sql``;
  const result = await sql<Row & { matches: number }>`
    with m as materialized (
      select s.announcement_id, s.publication_date, s.submission_deadline from announcement_search s
       where ${where} ${periods}),
    k as (select array(select s.announcement_id from m s order by ${order} offset ${offset} limit ${limit}) as ids,
                 (select count(*)::int from m) as n)
    select k.n as matches, ${columns} from k left join announcement_search s on s.announcement_id = any(k.ids)
     order by ${order}`.execute(db);
  return {
    rows: result.rows.filter((r) => r.announcement_id !== null),
    matches: Number(result.rows[0]?.matches ?? 0),
  };
}

/**
 * One page of a condition in a given order (docs/decisions/0011). Few index rows: all of them through
 * the GIN bitmaps. Otherwise, from the planner's estimate of the matches: a page that lies within the
 * newest few thousand rows is read by walking the date index; a deeper one asks the GIN index for the
 * matches within the newest periods expected to hold it (facet terms), widened from what the last
 * window held while the page comes back short; the whole table is the last resort. Every way gives
 * the same rows.
 */
async function pageRows(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  indexedRows: number,
  size: number,
  periods: Periods,
) {
  if (indexedRows > searchTuning.fewIndexed) {
    const wanted = offset + limit;
    // The share of all rows expected to hold the page, with a margin for a rough estimate.
    let share = (wanted * 2) / Math.max(await estimate(db, where), 1);
    const walk = Math.ceil(share * size);
    if (walk <= searchTuning.walkRows) {
      const walked = sql`
        select s.announcement_id from (select * from announcement_search s order by ${order} limit ${Math.max(walk, 500)}) s
         where ${where} order by ${order} offset ${offset} limit ${limit}`;
      const rows = (await withDateIndex(db, () => pageOf(walked, order).execute(db))).rows;
      if (rows.length === limit) {
        searchWays.walk++;
        return { rows, matches: null };
      }
      share = (searchTuning.walkRows * 4) / size;
    }
    share = Math.min(share, searchTuning.firstShare);
    for (let window = await periods(share); window !== null; window = await periods(share)) {
      const page = await countedPage(db, where, order, offset, limit, window);
      if (page.rows.length === limit) {
        searchWays.window++;
        return { rows: page.rows, matches: null };
      }
      // No match at all among the newest: the estimate was far off, and the matches are few or old.
      if (page.matches === 0) break;
      share *= Math.min(16, Math.max(1.5, (wanted / page.matches) * 1.25));
    }
  }
  searchWays.exact++;
  // Past the first page, the count comes along: a page past the end of a tier tells how far it was.
  if (offset > 0) return countedPage(db, where, order, offset, limit, null);
  const keys = sql`select s.announcement_id from announcement_search s where ${where}
    order by ${order} offset ${offset} limit ${limit}`;
  return { rows: (await pageOf(keys, order).execute(db)).rows, matches: null };
}

/**
 * The rows of a page whose ids `keys` picks: the matches are sorted and skipped as bare keys, and only
 * the page's 20 rows are read whole (a deep page sorts thousands of matches: carrying their titles and
 * excerpts through the sort doubled its cost).
 */
function pageOf(keys: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  return sql<Row>`select ${columns} from announcement_search s
    where s.announcement_id = any(array(${keys})) order by ${order}`;
}

/** GET /api/search/announcements. */
export async function searchAnnouncements(db: Kysely<DB>, viewerId: number | null, q: SearchQuery) {
  const order = orderOf(q.sort);
  const offset = (q.page - 1) * q.limit;
  const size = await tableSize(db);
  // One snapshot for the whole search: its statements see the same rows (the newest date included).
  const search = db.transaction().setIsolationLevel('repeatable read');
  const { rows, total, approximate, terms } = await search.execute(async (trx) => {
    // For this search only: no JIT compilation (the plans that turn index or table walks off carry
    // huge costs, which would compile every statement for longer than it runs) and no prefetch
    // advice for bitmap reads (a second system call per block read, doubling a deep page's cost).
    // Bitmaps get the memory to stay exact (a lossy one re-checks every row of its pages).
    // Plans go through the GIN bitmaps only: never a walk of the table, nor of a date index hoping for
    // matches that are not there (a walk of the newest rows turns it back on for itself). The newest
    // dates are read in the same statement, planned before the settings change.
    const started = await sql<Newest>`select set_config('jit', 'off', true),
      set_config('effective_io_concurrency', '0', true), set_config('work_mem', '32MB', true),
      set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      (select max(publication_date) from announcement_search) as p,
      (select max(submission_deadline) from announcement_search) as d`.execute(trx);
    const newest = started.rows[0] ?? { p: null, d: null };
    const plan = await planSearch(trx, q);
    const tiers = tiersOf(plan, q.sort);
    const matching = matchingCondition(plan);
    const indexed = indexedCondition(plan);
    const indexedRows = indexed ? await estimate(trx, indexed) : Number.POSITIVE_INFINITY;
    const periods = periodsOf(db, trx, q.sort, newest);
    const found: Row[] = [];
    let skip = offset;
    for (const tier of tiers) {
      const need = q.limit - found.length;
      if (need === 0) break;
      const page = await pageRows(trx, tier, order, skip, need, indexedRows, size, periods);
      found.push(...page.rows);
      if (page.rows.length > 0) skip = 0;
      else if (skip > 0) skip = Math.max(0, skip - (page.matches ?? (await countUpTo(trx, tier, skip))));
    }
    // A page that is not full ends the result set: the total is then known exactly.
    if (found.length < q.limit && (found.length > 0 || offset === 0)) {
      return { rows: found, total: offset + found.length, approximate: false, terms: plan.terms };
    }
    const counted = await countOf(trx, matching, offset + found.length, indexedRows, size);
    return { rows: found, terms: plan.terms, ...counted };
  });

  const favorites = new Set<number>();
  if (viewerId !== null && rows.length > 0) {
    const favs = await db
      .selectFrom('favorite_announcements')
      .select('announcement_id')
      .where('user_id', '=', viewerId)
      .where(
        'announcement_id',
        'in',
        rows.map((r) => r.announcement_id),
      )
      .execute();
    for (const f of favs) favorites.add(f.announcement_id);
  }
  const termSet = new Set(terms);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    advertisements: rows.map((row) => ({
      id: row.announcement_id,
      number: row.number,
      status: statusObject(row.status),
      title: highlight(row.title, termSet),
      excerpt: excerpt(row.excerpt_source, termSet),
      is_mine: row.owner_id === viewerId,
      favorite: favorites.has(row.announcement_id),
      publication_date: iso(row.publication_date),
      submission_deadline: iso(row.submission_deadline),
      advertiser_name: row.advertiser_name,
      place: row.place,
    })),
    meta: { total, approximate, page: q.page, last_page: Math.max(1, Math.ceil(total / q.limit)) },
  };
}
