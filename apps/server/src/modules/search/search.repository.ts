import { type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { type Condition, withinPeriods } from './search-conditions.repository.ts';

// The statements of the search (docs/decisions/0011): pages, counts and what the planner knows of the
// search table. Which of them run, and with what, is decided in search.service.ts and search-pages.ts.

type Db = Kysely<DB> | Transaction<DB>;

export type Row = {
  announcement_id: number;
  status: string;
  number: string | null;
  title: string;
  title_en: string | null;
  excerpt_source: string;
  publication_date: Date | null;
  submission_deadline: Date | null;
  advertiser_name: string | null;
  place: string | null;
  owner_id: number;
};

export const columns = sql`s.announcement_id, s.status, s.number, s.title, s.title_en, s.excerpt_source, s.publication_date,
  s.submission_deadline, s.advertiser_name, s.place, s.owner_id`;

/**
 * A page of the matches of `where`, ranked by `rank` (a tier number, or nothing) and then in the
 * order, and how many matches there are: the matches are gathered once, then counted and sorted, so
 * a page past their end still tells.
 */
export async function gatheredPage(
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
export function countedPage(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
  window: string | null,
) {
  const within = window ? withinPeriods(window) : null;
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
 * A page of the matches among the newest `walk` rows, walking the date index. Index walks are off for
 * the search, but the planner still takes this one: a sort of the whole table, the only other way,
 * costs more, and both carry the same penalty.
 */
export async function walkedPage(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  walk: number,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const walked = sql`
        select s.announcement_id from (select * from announcement_search s order by ${order} limit ${walk}) s
         where ${where} order by ${order} offset ${offset} limit ${limit}`;
  return (await pageOf(walked, order).execute(db)).rows;
}

/** A page of all the matches of a condition, through the GIN bitmaps. */
export async function exactPage(
  db: Db,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const keys = sql`select s.announcement_id from announcement_search s where ${where}
    order by ${order} offset ${offset} limit ${limit}`;
  return (await pageOf(keys, order).execute(db)).rows;
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

/** How many rows match, counted whole. */
export async function countMatching(db: Db, where: Condition): Promise<number> {
  const all = await sql<{
    n: number;
  }>`select count(*)::int as n from announcement_search s where ${where}`.execute(db);
  return Number(all.rows[0]?.n ?? 0);
}

/** How many rows match, counting no further than `limit`. */
export async function countMatchingUpTo(db: Db, where: Condition, limit: number): Promise<number> {
  const capped = await sql<{
    n: number;
  }>`${PREPARED}select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${limit}) x`.execute(
    db,
  );
  return Number(capped.rows[0]?.n ?? 0);
}

/** The latest submission deadline of the search table. */
export async function newestDeadline(db: Db): Promise<Date | null> {
  const newest = await sql<{
    d: Date | null;
  }>`select max(submission_deadline) as d from announcement_search`.execute(db);
  return newest.rows[0]?.d ?? null;
}

/** How many rows the search table holds, as the planner knows it (no count of a million rows). */
export async function plannedTableRows(db: Db): Promise<number> {
  const row = await sql<{
    n: number;
  }>`select reltuples::bigint as n from pg_class where relname = 'announcement_search'`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Sets the settings for the rest of the transaction. */
export async function setLocalSettings(trx: Transaction<DB>, settings: Record<string, string>) {
  const set = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await sql`select ${sql.join(set)}`.execute(trx);
}

/** The planner's statistics of the search table's columns that the search uses (search-stats.ts). */
export async function searchTableStatistics(db: Db) {
  const rows = await sql<{
    column: string;
    bounds: string[] | null;
    elems: string[] | null;
    freqs: (number | string)[] | null;
    vals: string[] | null;
    val_freqs: (number | string)[] | null;
  }>`
    select attname as column, array_to_json(histogram_bounds::text::timestamptz[]) as bounds,
           most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs,
           most_common_vals::text::text[] as vals, most_common_freqs as val_freqs
      from pg_stats
     where schemaname = current_schema() and tablename = 'announcement_search'
       and attname in ('publication_date', 'submission_deadline', 'title_tsv', 'doc_tsv', 'full_tsv', 'status')`.execute(
    db,
  );
  return rows.rows;
}

/**
 * For another module's select (issue 46; the favourites list): the advertiser's name the search index
 * keeps for the announcement whose id `announcementId` names (a column of the caller's query, e.g.
 * `sql.ref('a.id')`), or null for an announcement not in the index.
 */
export function advertiserNameOf(announcementId: RawBuilder<unknown>) {
  return sql<string | null>`(select s.advertiser_name from announcement_search s
                              where s.announcement_id = ${announcementId})`;
}
