import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { announcementsChangedBetween } from '../announcements/index.ts';
import type { Row } from './search.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

// The newsletter's reads of the search index (issue 46): a day's results and a filter's feed.

export type DayWindow = { start: Date; end: Date };

/**
 * The searchable announcements of a day matching the filters' query (a tsquery of the search index's
 * terms: the same rows and terms as /ogloszenia/szukaj), newest first, with the counts of both tabs.
 * The filter terms are in the title vector too (search-index.service.ts): much smaller than the
 * document's, so a day's candidates are checked in a third of the time.
 */
export async function dayResults(
  db: Db,
  w: DayWindow,
  query: string,
  statuses: readonly string[],
  status: 'new' | 'updated',
  limit: number,
  offset: number,
) {
  // New: first published within the day (a search row's publication date is its first publication:
  // later versions keep it), straight from the index of that date. Changed: first published before
  // it, and a later version published or the status changed within it, from those two indexes.
  const columns = sql`s.announcement_id as id, s.title, s.excerpt_source, s.publication_date,
    s.submission_deadline, s.advertiser_name, s.place, s.owner_id, s.number`;
  const matches = sql`s.status in (${sql.join(statuses)}) and s.title_tsv @@ to_tsquery('simple', ${query})`;
  // New: the day's rows by the date index, each checked against the terms ('offset 0' keeps the planner
  // from ANDing the GIN index in: over 1,000,000 rows a broad term, a voivodeship or a category, made
  // that 10-80 ms a query instead of 1-2 for a day of about 1,000 rows).
  const matching = sql`
    select ${columns}, true as is_new from (
      select * from announcement_search
       where publication_date >= ${w.start} and publication_date < ${w.end} offset 0) s
     where ${matches}
    union all
    select ${columns}, false as is_new from announcement_search s
     where s.announcement_id in (${announcementsChangedBetween(w.start, w.end)})
       and s.publication_date < ${w.start} and ${matches}`;
  const { rows } = await sql<
    Omit<Row, 'announcement_id' | 'status'> & { id: number; new_count: string; updated_count: string }
  >`
    with m as (${matching})
    select p.*, k.new_count, k.updated_count
      from (select count(*) filter (where is_new) as new_count, count(*) filter (where not is_new) as updated_count from m) k
      left join lateral (
        select * from m where m.is_new = ${status === 'new'}
         order by m.publication_date desc, m.id desc limit ${limit} offset ${offset}) p on true`.execute(db);
  const counts = { new: Number(rows[0]?.new_count ?? 0), updated: Number(rows[0]?.updated_count ?? 0) };
  return { rows: rows.filter((r) => r.id !== null), counts };
}

/** The newest public announcements a filter's terms match (its private Atom feed), newest first. */
export async function latestMatching(db: Db, query: string, statuses: readonly string[], limit: number) {
  const { rows } = await sql<
    Omit<Row, 'announcement_id' | 'status' | 'owner_id'> & { id: number }
  >`select s.announcement_id as id, s.number, s.title, s.excerpt_source, s.publication_date,
        s.submission_deadline, s.advertiser_name, s.place
      from announcement_search s
     where s.status in (${sql.join(statuses)}) and s.title_tsv @@ to_tsquery('simple', ${query})
     order by s.publication_date desc nulls last, s.announcement_id desc
     limit ${limit}`.execute(db);
  return rows;
}
