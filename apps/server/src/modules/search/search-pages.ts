import { type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Condition, Tier } from './search-plan.ts';

// How a page of matches is found in the search table (docs/decisions/0011): the ways, their
// thresholds, and the statements that read a page.

type Db = Kysely<DB> | Transaction<DB>;

export type Row = {
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

export const columns = sql`s.announcement_id, s.status, s.number, s.title, s.excerpt_source, s.publication_date,
  s.submission_deadline, s.advertiser_name, s.place, s.owner_id`;

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
 * A page of the matches of `where`, ranked by `rank` (a tier number, or nothing) and then in the
 * order, and how many matches there are: the matches are gathered once, then counted and sorted, so
 * a page past their end still tells.
 */
async function gatheredPage(
  db: Db,
  where: Condition,
  rank: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  /** Gather no more than this many (one more tells there are more: the count is then `cap + 1`). */
  cap: number | null = null,
) {
  const capped = cap === null ? sql`` : sql`limit ${cap + 1}`;
  const result = await sql<Row & { matches: number }>`${PREPARED}
    with m as materialized (
      select s.announcement_id, s.publication_date, s.submission_deadline, ${rank} as tier
        from announcement_search s where ${where} ${capped}),
    k as materialized (select array(select s.announcement_id from m s order by s.tier, ${order} offset ${offset} limit ${limit}) as ids,
                 (select count(*)::int from m) as n)
    select k.n as matches, ${columns} from k left join announcement_search s on s.announcement_id = any(k.ids)
     order by array_position(k.ids, s.announcement_id)`.execute(db);
  return {
    rows: result.rows.filter((r) => r.announcement_id !== null),
    matches: Number(result.rows[0]?.matches ?? 0),
  };
}

/** A page of a condition (within some periods, when a window is given), counted. */
function countedPage(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  window: string | null,
) {
  const within = window ? sql<SqlBool>`s.facet_tsv @@ to_tsquery('simple', ${window})` : null;
  return gatheredPage(
    db,
    within ? sql<SqlBool>`${where} and ${within}` : where,
    sql`0`,
    order,
    offset,
    limit,
  );
}

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
  const rank = sql`case ${sql.join(
    tiers.map((tier, i) => sql`when ${tier.plain} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(tiers.length)} end`;
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
      // Index walks are off for the search, but the planner still takes this one: a sort of the whole
      // table, the only other way, costs more, and both carry the same penalty.
      const walked = sql`
        select s.announcement_id from (select * from announcement_search s order by ${order} limit ${Math.max(walk, 500)}) s
         where ${where} order by ${order} offset ${offset} limit ${limit}`;
      const rows = (await pageOf(walked, order).execute(db)).rows;
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
  return sql<Row>`${PREPARED}select ${columns} from announcement_search s
    where s.announcement_id = any(array(${keys})) order by ${order}`;
}
