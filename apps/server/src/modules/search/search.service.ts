import type { SearchQuery } from '@bk/contracts/search/search';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { statusObject } from '../announcements/actions.service.ts';
import { excerpt, highlight } from './highlight.ts';
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
 * Runs a query planned through the GIN indexes only (bitmaps), never a walk of the table or a date
 * index. One statement turns both plans off (remembering the settings), one puts them back.
 */
async function withBitmaps<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const saved = await sql<{ seq: string; idx: string }>`select current_setting('enable_seqscan') as seq,
    current_setting('enable_indexscan') as idx, set_config('enable_seqscan', 'off', true),
    set_config('enable_indexscan', 'off', true)`.execute(db);
  const { seq, idx } = saved.rows[0] ?? { seq: 'on', idx: 'on' };
  try {
    return await run();
  } finally {
    await sql`select set_config('enable_seqscan', ${seq}, true), set_config('enable_indexscan', ${idx}, true)`.execute(
      db,
    );
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
    const capped = await withBitmaps(db, () =>
      sql<{
        n: number;
      }>`select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${EXACT_COUNT_LIMIT + 1}) x`.execute(
        db,
      ),
    );
    const n = Number(capped.rows[0]?.n ?? 0);
    if (n <= EXACT_COUNT_LIMIT) return { total: Math.max(n, seen), approximate: false };
  }
  return { total: Math.max(guess, seen), approximate: true };
}

/** The exact number of rows of a condition, counting no further than `cap` (paging past a whole tier). */
async function countUpTo(db: Db, where: Condition, cap: number): Promise<number> {
  const counted = await withBitmaps(db, () =>
    sql<{
      n: number;
    }>`select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${cap}) x`.execute(
      db,
    ),
  );
  return Number(counted.rows[0]?.n ?? 0);
}

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

/** Windows read from a date index stay below this many rows (beyond it the bitmaps are cheaper). */
const MAX_WINDOW = 120_000;
/** From this many estimated matches a condition is broad: its window may grow to MAX_WINDOW. */
const BROAD = 20_000;
/** The window tried first for anything narrower (2,000 newest rows: a few ms; when it comes back short the bitmaps answer). */
const PROBE_WINDOW = 2000;
/** Up to this many rows from the GIN index, a page is read from the bitmaps straight away. */
const FEW_INDEXED = 3000;

/**
 * One page of a condition in a given order (docs/decisions/0011). Many matches: read the newest rows
 * from the date index until the page is full, within a window sized from the planner's estimate (a
 * broad word fills page 1 after a few dozen rows, page 200 after some tens of thousands). Few matches,
 * or a window that came back short (correlated filters): exactly, through the GIN bitmaps.
 * The planner never walks the whole date index hoping for matches that are not there.
 */
async function pageRows(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  indexedRows: number,
  size: number,
) {
  // Few rows from the index: the bitmaps read them all at once, cheaper than any window.
  if (indexedRows > FEW_INDEXED) {
    const matches = Math.max(await estimate(db, where), 1);
    const wanted = Math.ceil(((offset + limit) * size) / matches) * 2;
    // A broad condition (a reliable estimate) may read a large window; anything else a small probe first,
    // which recent matches (open announcements, a word of the season) fill however rare they look.
    const window = Math.min(Math.max(wanted, 1000), matches >= BROAD ? MAX_WINDOW : PROBE_WINDOW);
    const windowKeys = sql`
      select s.announcement_id from (select * from announcement_search s order by ${order} limit ${window}) s
       where ${where} order by ${order} offset ${offset} limit ${limit}`;
    const windowed = await pageOf(windowKeys, order).execute(db);
    if (windowed.rows.length === limit) return windowed.rows;
  }
  const keys = sql`select s.announcement_id from announcement_search s where ${where}
    order by ${order} offset ${offset} limit ${limit}`;
  const exact = await withBitmaps(db, () => pageOf(keys, order).execute(db));
  return exact.rows;
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
  const { rows, total, approximate, terms } = await db.transaction().execute(async (trx) => {
    // For this search only: no JIT compilation (the plans that turn index or table walks off carry
    // huge costs, which would compile every statement for longer than it runs) and no prefetch
    // advice for bitmap reads (a second system call per block read, doubling a deep page's cost).
    await sql`select set_config('jit', 'off', true), set_config('effective_io_concurrency', '0', true)`.execute(
      trx,
    );
    const plan = await planSearch(trx, q);
    const tiers = tiersOf(plan, q.sort);
    const matching = matchingCondition(plan);
    const indexed = indexedCondition(plan);
    const indexedRows = indexed ? await estimate(trx, indexed) : Number.POSITIVE_INFINITY;
    const found: Row[] = [];
    let skip = offset;
    for (const tier of tiers) {
      const need = q.limit - found.length;
      if (need === 0) break;
      const page = await pageRows(trx, tier, order, skip, need, indexedRows, size);
      found.push(...page);
      if (page.length > 0) skip = 0;
      else if (skip > 0) skip = Math.max(0, skip - (await countUpTo(trx, tier, skip)));
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
