import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countedPage, exactPage, gatheredPage, type Row, walkedPage } from './search.repository.ts';
import { type Condition, tierRank } from './search-conditions.repository.ts';
import type { Tier } from './search-plan.ts';

// How a page of matches is found in the search table (docs/decisions/0011): the ways and their
// thresholds (the statements that read a page are in search.repository.ts).

export type { Row } from './search.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** How a page is found (the tests lower the thresholds to walk every way on a small table). */
export const searchTuning = {
  /** Up to this many rows, a page is read by walking the date index newest first (a broad word's first pages). */
  walkRows: 3000,
  /**
   * Up to this many rows from the GIN index, a page is read from the bitmaps straight away. Each row
   * read is a table block of its own (a rare word's matches lie far apart), mostly from outside
   * PostgreSQL's buffers at a million rows: 2,000 of them took 11-16 ms, the newest periods 1 ms.
   */
  fewIndexed: 500,
  /** The first window holds at most this share of all rows (an estimate too low must not make it huge). */
  firstShare: 0.02,
  /**
   * A sparse first tier lets all tiers be read at once when some word is estimated in at most this
   * share of the rows (an estimate of a word and a filter is often far off), or this many rows; the
   * pass reads `rankedAtMost` matches at most (PGlite ranks about 10 µs a row).
   */
  rankedShare: 0.02,
  rankedAtMost: 2000,
};

/** How many pages each way has found since the server started (what the tests check was walked). */
export const searchWays = { walk: 0, window: 0, exact: 0, ranked: 0 };

/** The newest periods of the sort's date holding about a share of all rows (migration 0014). */
export type Periods = (share: number) => string | null;

/**
 * A page of all tiers at once (docs/decisions/0011): every match read in one pass, ranked by its first
 * tier, then in the order. For few matches this replaces one pass per tier, and gives the exact total;
 * null when there are more than `cap` (the pass stops reading there).
 */
export async function rankedPage(
  db: Db,
  tiers: Tier[],
  matching: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  cap: number,
): Promise<Page | null> {
  const rank = tierRank(tiers.map((tier) => tier.plain));
  const page = await gatheredPage(db, matching, rank, order, offset, limit, cap);
  return page.matches > cap ? null : page;
}

/** A page found, and its condition's count when it came with it. */
export type Page = { rows: Row[]; matches: number | null };

/**
 * One page of a condition in a given order (docs/decisions/0011). Few index rows: all of them through
 * the GIN bitmaps. Otherwise, from the planner's estimate of the matches: a page that lies within the
 * newest few thousand rows is read by walking the date index; a deeper one asks the GIN index for the
 * matches within the newest periods expected to hold it (facet terms), widened from what the last
 * window held while the page comes back short; the whole table is the last resort. Every way gives
 * the same rows.
 */
export async function pageRows(
  db: Db,
  tier: Tier,
  /** The estimated rows of the tier (search-estimates.ts). */
  expected: number,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  indexedRows: number,
  size: number,
  periods: Periods,
  /** Instead of reading every match when the newest periods held none (the matches are few). */
  whenSparse?: () => Promise<Page | null>,
): Promise<Page> {
  const where = tier.run;
  if (indexedRows > searchTuning.fewIndexed) {
    const wanted = offset + limit;
    // The share of all rows expected to hold the page, with a margin for a rough estimate.
    let share = (wanted * (tier.reliable ? 1.3 : 2)) / Math.max(expected, 1);
    const walk = Math.ceil(share * size);
    if (walk <= searchTuning.walkRows) {
      // The newest rows, at least 500 (walkedPage).
      const rows = await walkedPage(db, where, order, Math.max(walk, 500), offset, limit);
      if (rows.length === limit) {
        searchWays.walk++;
        return { rows, matches: null };
      }
      share = (searchTuning.walkRows * 4) / size;
    }
    // An estimate of several words or filters may be far too low: its first window stays small.
    if (!tier.reliable) share = Math.min(share, searchTuning.firstShare);
    for (let window = periods(share); window !== null; window = periods(share)) {
      const page = await countedPage(db, where, order, offset, limit, window);
      if (page.rows.length === limit) {
        searchWays.window++;
        return { rows: page.rows, matches: null };
      }
      // No match at all among the newest: the estimate was far off, and the matches are few or old.
      if (page.matches === 0) {
        const all = whenSparse ? await whenSparse() : null;
        if (all) return all;
        break;
      }
      // As dense elsewhere as among the newest, the tier is a few hundred rows: read it whole rather than
      // widen the window (unless its estimate says it is large: a word of the past, rare lately).
      const evenly = page.matches / share;
      if (evenly <= searchTuning.fewIndexed && expected <= searchTuning.fewIndexed * 4) break;
      share *= Math.min(16, Math.max(1.5, (wanted / page.matches) * 1.25));
    }
  }
  searchWays.exact++;
  // Past the first page, the count comes along: a page past the end of a tier tells how far it was.
  if (offset > 0) return countedPage(db, where, order, offset, limit, null);
  return { rows: await exactPage(db, where, order, offset, limit), matches: null };
}
