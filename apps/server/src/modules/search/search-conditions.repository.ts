import type { SearchQuery } from '@bk/contracts/search/search';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../../db/query-helpers.ts';

// The SQL fragments of a search over announcement_search (alias s): its conditions, tiers and order
// (docs/decisions/0011). search-plan.ts decides which of them a query needs; search.repository.ts runs them.

export type Condition = RawBuilder<SqlBool> | Expression<SqlBool>;

/** A narrower choice of statuses, through the status terms of the GIN index (migration 0014). */
export function statusTermsCondition(statuses: readonly string[]): Condition {
  const terms = statuses.map((status) => `st${status.toLowerCase()}`).join(' | ');
  return sql<SqlBool>`s.facet_tsv @@ to_tsquery('simple', ${terms})`;
}

/** Every status chosen, as a condition on the column. */
export function statusInCondition(statuses: readonly string[]): Condition {
  return sql<SqlBool>`s.status in (${sql.join(statuses)})`;
}

export function atLeast(column: 's.publication_date' | 's.submission_deadline', from: Date): Condition {
  return sql<SqlBool>`${sql.ref(column)} >= ${from}`;
}

export function atMost(column: 's.publication_date' | 's.submission_deadline', to: Date): Condition {
  return sql<SqlBool>`${sql.ref(column)} <= ${to}`;
}

/** The title holds the text (lowercased). */
export function titleContains(text: string): Condition {
  return sql<SqlBool>`lower(s.title) like ${`%${escapeLike(text.toLowerCase())}%`}`;
}

/** The advertiser's folded name holds the folded text. */
export function advertiserNameContains(folded: string): Condition {
  return sql<SqlBool>`s.advertiser_name_folded like ${`%${escapeLike(folded)}%`}`;
}

export const and = (conditions: Condition[]) => sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

function tsquery(...parts: (string | null)[]) {
  return sql`to_tsquery('simple', ${parts.filter((p): p is string => p !== null).join(' & ')})`;
}

/**
 * A tsquery over the form's terms, or (`attachments`) over the form's and its attachments' too, which
 * `full_tsv` holds together (decision 0050): one vector and one index scan either way.
 */
function docMatch(query: RawBuilder<unknown>, attachments: boolean): Condition {
  return attachments ? sql<SqlBool>`s.full_tsv @@ ${query}` : sql<SqlBool>`s.doc_tsv @@ ${query}`;
}

/** What the GIN index alone answers: some word of the query and the filter terms (null: nothing to ask it). */
export function indexedCondition(
  terms: readonly string[],
  filterQuery: string | null,
  attachments = false,
): Condition | null {
  if (terms.length === 0) return filterQuery ? sql<SqlBool>`s.doc_tsv @@ ${tsquery(filterQuery)}` : null;
  return docMatch(tsquery(`(${terms.join(' | ')})`, filterQuery), attachments);
}

/**
 * The AND of elements in a vector: all of them through the index (`rare` null), or the rare ones
 * through the index and the whole AND checked on each candidate row (search-plan.ts's narrowing).
 */
export function vectorMatch(
  column: 'title_tsv' | 'doc_tsv' | 'full_tsv',
  full: string,
  rare: string | null,
): Condition {
  const ref = sql.ref(`s.${column}`);
  if (rare === null) return sql<SqlBool>`${ref} @@ to_tsquery('simple', ${full})`;
  return sql<SqlBool>`${ref} @@ to_tsquery('simple', ${rare}) and ts_match_vq(${ref}, to_tsquery('simple', ${full}))`;
}

/**
 * The relevance tiers of a text query, before the column filters: every word in the title; every word
 * in the announcement; some words (more than one word). `run` as it runs (the narrowed matches given),
 * `plain` as one tsquery.
 */
export function tierConditions(
  terms: readonly string[],
  filterQuery: string | null,
  titleRun: Condition,
  docRun: Condition,
  /** With the attachments (decision 0050): every word in the form and the attachments together. */
  fullRun: Condition | null = null,
): { run: Condition; plain: Condition }[] {
  const all = terms.join(' & ');
  const tiers = [
    { run: titleRun, plain: sql<SqlBool>`s.title_tsv @@ ${tsquery(all, filterQuery)}` },
    {
      run: sql<SqlBool>`${docRun} and not (s.title_tsv @@ ${tsquery(all)})`,
      plain: sql<SqlBool>`s.doc_tsv @@ ${tsquery(all, filterQuery)} and not (s.title_tsv @@ ${tsquery(all)})`,
    },
  ];
  // Below the form's fields: the words found only with the attachments' text.
  if (fullRun)
    tiers.push({
      run: sql<SqlBool>`${fullRun} and not (s.doc_tsv @@ ${tsquery(all)})`,
      plain: sql<SqlBool>`s.full_tsv @@ ${tsquery(all, filterQuery)} and not (s.doc_tsv @@ ${tsquery(all)})`,
    });
  if (terms.length > 1) {
    const attachments = fullRun !== null;
    const some = sql<SqlBool>`${docMatch(tsquery(`(${terms.join(' | ')})`, filterQuery), attachments)} and not ${docMatch(tsquery(all), attachments)}`;
    tiers.push({ run: some, plain: some });
  }
  return tiers;
}

/** A row's tier: the first of the conditions it meets (their number), else one past the last. */
export function tierRank(plains: readonly Condition[]): RawBuilder<unknown> {
  return sql`case ${sql.join(
    plains.map((plain, i) => sql`when ${plain} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(plains.length)} end`;
}

/** Matches within some newest periods (their facet terms). */
/** The rows of some sample buckets (migration 0018: 'sb' and the announcement id hashed into 256). */
export function inSampleBuckets(buckets: readonly number[]): Condition {
  return sql<SqlBool>`s.facet_tsv @@ to_tsquery('simple', ${buckets.map((b) => `sb${b}`).join(' | ')})`;
}

export function withinPeriods(window: string): Condition {
  return sql<SqlBool>`s.facet_tsv @@ to_tsquery('simple', ${window})`;
}

/**
 * Exactly the order of the btree indexes (desc puts nulls first; searchable rows have both dates), so
 * the newest matches of a broad word come straight from an index instead of sorting every match.
 */
export function orderOf(sort: SearchQuery['sort']) {
  if (sort === 'submissionDeadline') return sql`s.submission_deadline desc, s.announcement_id desc`;
  return sql`s.publication_date desc, s.announcement_id desc`;
}
