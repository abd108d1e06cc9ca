import type { SearchQuery } from '@bk/contracts/search/search';
import { type Kysely, sql, type Transaction } from 'kysely';
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
    // matches that are not there (a walk of the newest rows is still planned so: see pageRows). The
    // newest dates are read in the same statement, planned before the settings change.
    const started = await sql<Newest>`select set_config('jit', 'off', true),
      set_config('effective_io_concurrency', '0', true), set_config('work_mem', '32MB', true),
      set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      (select max(publication_date) from announcement_search) as p,
      (select max(submission_deadline) from announcement_search) as d`.execute(trx);
    const newest = started.rows[0] ?? { p: null, d: null };
    const plan = await planSearch(trx, q);
    const stats = await searchStats(db, trx);
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
              trx,
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
        trx,
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
      else if (skip > 0) skip = Math.max(0, skip - (page.matches ?? (await countUpTo(trx, tier.run, skip))));
    }
    // A page that is not full ends the result set: the total is then known exactly.
    if (found.length < q.limit && (found.length > 0 || offset === 0)) {
      return { rows: found, total: offset + found.length, approximate: false, terms: plan.terms };
    }
    const counted = await countOf(trx, matching, offset + found.length, estimates, size);
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
