// The plain full-text baseline of bench:search (issue 49): each of the 50 queries as the textbook query
// over the same index and the same text (the same match on `full_tsv`, or on `doc_tsv` without the
// attachments, with the same filters), every match ranked by `ts_rank` (or sorted by the asked column)
// and counted exactly, then the page cut with an offset; against the portal's search asked through its
// API, one query at a time. What the portal's search plan (decision 0011) is measured against.
import { searchQuerySchema } from '@bk/contracts/search/search';
import { type Kysely, sql } from 'kysely';
import qs from 'qs';
import type { DB } from '../src/db/schema.ts';
import { matchingCondition, planSearch } from '../src/modules/search/search-plan.ts';

export type BaselineRow = { query: string; baseline_ms: number; portal_ms: number; times: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One query the plain way; a query past `timeoutMs` is stopped and counted at the timeout. */
async function plainQuery(db: Kysely<DB>, query: string, timeoutMs: number): Promise<number> {
  const q = searchQuerySchema.parse(qs.parse(query));
  const plan = await planSearch(db, q);
  const where = matchingCondition(plan);
  const column = sql.ref(plan.attachments ? 's.full_tsv' : 's.doc_tsv');
  const order =
    q.sort === 'publicationDate'
      ? sql`s.publication_date desc`
      : q.sort === 'submissionDeadline'
        ? sql`s.submission_deadline asc`
        : plan.terms.length > 0
          ? sql`ts_rank(${column}, to_tsquery('simple', ${plan.terms.join(' | ')})) desc, s.publication_date desc`
          : sql`s.publication_date desc`;
  const offset = (q.page - 1) * q.limit;
  const started = performance.now();
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
      await sql`select s.announcement_id, count(*) over () as total from announcement_search s
        where ${where} order by ${order} limit ${q.limit} offset ${offset}`.execute(trx);
    });
  } catch (error) {
    if (!/statement timeout|canceling statement/i.test(String(error))) throw error;
    return timeoutMs;
  }
  return performance.now() - started;
}

/**
 * Each query: the baseline once (it reads every match; `timeoutMs` caps it), the portal's API three
 * times (the median); then the ratios of the totals and of the medians.
 */
export async function compareWithBaseline(
  db: Kysely<DB>,
  base: string,
  queries: readonly string[],
  timeoutMs: number,
) {
  const rows: BaselineRow[] = [];
  for (const query of queries) {
    const portal: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await (await fetch(`${base}?${query}`)).arrayBuffer();
      portal.push(performance.now() - started);
    }
    const baseline = await plainQuery(db, query, timeoutMs);
    const portalMs = median(portal);
    rows.push({
      query,
      baseline_ms: Math.round(baseline),
      portal_ms: Number(portalMs.toFixed(1)),
      times: Number((baseline / portalMs).toFixed(1)),
    });
    console.log(`${query}: baseline ${Math.round(baseline)} ms, portal ${portalMs.toFixed(1)} ms`);
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const summary = {
    baseline_total_ms: Math.round(sum(rows.map((r) => r.baseline_ms))),
    portal_total_ms: Math.round(sum(rows.map((r) => r.portal_ms))),
    baseline_median_ms: median(rows.map((r) => r.baseline_ms)),
    portal_median_ms: median(rows.map((r) => r.portal_ms)),
    timed_out: rows.filter((r) => r.baseline_ms >= timeoutMs).length,
  };
  const ratios = {
    totals: Number((summary.baseline_total_ms / summary.portal_total_ms).toFixed(1)),
    medians: Number((summary.baseline_median_ms / summary.portal_median_ms).toFixed(1)),
    median_of_ratios: median(rows.map((r) => r.times)),
  };
  console.table(rows.sort((a, b) => b.baseline_ms - a.baseline_ms));
  console.table([{ ...summary, ...ratios }]);
  return { summary, ratios, rows };
}
