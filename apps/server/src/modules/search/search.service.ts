import type { SearchQuery } from '@bk/contracts/search/search';
import { type Kysely, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { statusObject } from '../announcements/actions.service.ts';
import { excerpt, highlight } from './highlight.ts';
import { estimateSearch } from './search-estimates.ts';
import { type Periods, pageRows, type Row, rankedPage, searchTuning, searchWays } from './search-pages.ts';
import { newestPeriods, type PeriodKind } from './search-periods.ts';
import { type Condition, matchingCondition, orderOf, planSearch, tiersOf } from './search-plan.ts';
import { type SearchStats, searchStats } from './search-stats.ts';

type Db = Kysely<DB> | Transaction<DB>;

const EXACT_COUNT_LIMIT = 2000;
/** Up to this many indexed announcements every count is exact. */
const SMALL_TABLE = 20_000;

/**
 * How many match: exact when few (counted through the indexes, up to 2,000); else the planner's
 * estimate, which the page shows with 'około'. Never fewer than the rows already seen.
 */
async function countOf(
  db: Db,
  where: Condition,
  seen: number,
  estimates: { indexed: number; matching: number },
  size: number,
) {
  // A small table is counted whole, whatever the condition (its statistics may be young).
  if (size <= SMALL_TABLE) {
    const all = await sql<{
      n: number;
    }>`select count(*)::int as n from announcement_search s where ${where}`.execute(db);
    return { total: Math.max(Number(all.rows[0]?.n ?? 0), seen), approximate: false };
  }
  const guess = Math.round(estimates.matching);
  // Counting reads every row the index gives: only when that is few (filters on columns narrow no bitmap).
  if (guess <= EXACT_COUNT_LIMIT && estimates.indexed <= EXACT_COUNT_LIMIT * 10) {
    const capped = await sql<{
      n: number;
    }>`${PREPARED}select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${EXACT_COUNT_LIMIT + 1}) x`.execute(
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
  }>`${PREPARED}select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${cap}) x`.execute(
    db,
  );
  return Number(counted.rows[0]?.n ?? 0);
}

/** The newest publication ('p': now) and deadline ('d') a window may need to start from. */
type Newest = { p: Date; d: Date | null };

async function newestDeadline(db: Db): Promise<Date | null> {
  const newest = await sql<{
    d: Date | null;
  }>`select max(submission_deadline) as d from announcement_search`.execute(db);
  return newest.rows[0]?.d ?? null;
}

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

function periodsOf(stats: SearchStats, sort: SearchQuery['sort'], newest: Newest): Periods {
  const kind: PeriodKind = sort === 'submissionDeadline' ? 'd' : 'p';
  return (share) => {
    const last = newest[kind];
    return last ? newestPeriods(kind, stats[kind], share, new Date(last)) : null;
  };
}

/**
 * The rows of the page asked for, its terms and how many match, read through `conn` (its statements
 * planned under SEARCH_SETTINGS); `root` keeps the statistics.
 */
async function findPage(conn: Db, root: Kysely<DB>, q: SearchQuery, size: number, newest: Newest) {
  const order = orderOf(q.sort);
  const offset = (q.page - 1) * q.limit;
  const plan = await planSearch(conn, q);
  const stats = await searchStats(root, conn);
  const tiers = tiersOf(plan, q.sort, stats, size);
  const matching = matchingCondition(plan);
  const estimates = estimateSearch(plan, stats, size, q.sort);
  const indexedRows = estimates.indexed;
  const periods = periodsOf(stats, q.sort, newest);
  const found: Row[] = [];
  let skip = offset;
  // When the first tier's newest periods hold no match and the matches may be few, all tiers are
  // read in one pass, which also counts them; it stops after `rankedAtMost` (the tiers then go on).
  let ranked: number | null = null;
  const allTiers =
    tiers.length > 1 && indexedRows <= Math.max(searchTuning.rankedAtMost, size * searchTuning.rankedShare)
      ? async () => {
          const page = await rankedPage(
            conn,
            tiers,
            matching,
            order,
            offset,
            q.limit,
            searchTuning.rankedAtMost,
          );
          if (page) {
            searchWays.ranked++;
            ranked = page.matches;
          }
          return page;
        }
      : undefined;
  for (const [i, tier] of tiers.entries()) {
    const need = q.limit - found.length;
    if (need === 0) break;
    const page = await pageRows(
      conn,
      tier,
      estimates.tiers[i] ?? estimates.matching,
      order,
      skip,
      need,
      indexedRows,
      size,
      periods,
      i === 0 ? allTiers : undefined,
    );
    if (ranked !== null) return { rows: page.rows, total: ranked, approximate: false, terms: plan.terms };
    found.push(...page.rows);
    if (page.rows.length > 0) skip = 0;
    else if (skip > 0) skip = Math.max(0, skip - (page.matches ?? (await countUpTo(conn, tier.run, skip))));
  }
  // A page that is not full ends the result set: the total is then known exactly.
  if (found.length < q.limit && (found.length > 0 || offset === 0)) {
    return { rows: found, total: offset + found.length, approximate: false, terms: plan.terms };
  }
  const counted = await countOf(conn, matching, offset + found.length, estimates, size);
  return { rows: found, terms: plan.terms, ...counted };
}

/**
 * What a search sets for its own statements: no JIT compilation (the plans that turn index or table
 * walks off carry huge costs, which would compile every statement for longer than it runs) and no
 * prefetch advice for bitmap reads (a second system call per block read, doubling a deep page's cost).
 * Bitmaps get the memory to stay exact (a lossy one re-checks every row of its pages). Plans go
 * through the GIN bitmaps only: never a walk of the table, nor of a date index hoping for matches
 * that are not there (a walk of the newest rows is still planned so: see pageRows). Prepared statements
 * are planned for each execution with its own values (a generic plan ignores the terms and dates).
 */
export const SEARCH_SETTINGS = {
  jit: 'off',
  effective_io_concurrency: '0',
  work_mem: '32MB',
  enable_seqscan: 'off',
  enable_indexscan: 'off',
  plan_cache_mode: 'force_custom_plan',
};

/** Where a search runs: PostgreSQL connections set for it, or (PGlite) a transaction that sets them. */
export type SearchDeps = { db: Kysely<DB>; searchDb: Kysely<DB> | null; now: () => Date };

/**
 * Runs `read` with SEARCH_SETTINGS in force: on PostgreSQL through the connections set for the search
 * (each statement on its own, no transaction to open and end); on PGlite, whose one connection serves
 * everything, in a transaction that sets them first.
 */
function withSearchSettings<T>(deps: SearchDeps, read: (conn: Db) => Promise<T>): Promise<T> {
  if (deps.searchDb) return read(deps.searchDb);
  return deps.db.transaction().execute(async (trx) => {
    const settings = Object.entries(SEARCH_SETTINGS).map(
      ([name, value]) => sql`set_config(${name}, ${value}, true)`,
    );
    await sql`select ${sql.join(settings)}`.execute(trx);
    return read(trx);
  });
}

/** GET /api/search/announcements. */
export async function searchAnnouncements(deps: SearchDeps, viewerId: number | null, q: SearchQuery) {
  const { db } = deps;
  const size = await tableSize(db);
  // A published announcement's publication date is never later than now: the publication windows
  // end at the clock. The newest deadline is read when the search sorts by it (under the usual
  // settings: with index scans off, the planner would read every row for it).
  const d = q.sort === 'submissionDeadline' ? await newestDeadline(db) : null;
  const { rows, total, approximate, terms } = await withSearchSettings(deps, (conn) =>
    findPage(conn, db, q, size, { p: deps.now(), d }),
  );

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
