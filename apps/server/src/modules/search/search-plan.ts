import { foldText } from '@bk/contracts/common/fold';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { type SearchQuery, searchStatuses } from '@bk/contracts/search/search';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { escapeLike } from '../projects/projects.repository.ts';
import { cpvTerm, filterTerm, isStopWord, numberTerm, termOf, wordsOf } from './stemming.ts';

export type Condition = RawBuilder<SqlBool> | Expression<SqlBool>;
type Db = Kysely<DB> | Transaction<DB>;

/** The terms of a query: stems of its words; CPV codes and announcement numbers as their special terms. */
export function queryTerms(q: string | undefined): string[] {
  if (!q) return [];
  const terms = new Set<string>();
  const stopTerms = new Set<string>();
  for (const token of q.trim().split(/\s+/)) {
    if (/^\d{8}(-\d)?$/.test(token)) terms.add(cpvTerm(token));
    else if (/^\d{4}-\d{5}-\d{5}$/.test(token)) terms.add(numberTerm(token));
    else
      for (const word of wordsOf(token)) {
        const term = termOf(word);
        if (term) (isStopWord(word) ? stopTerms : terms).add(term);
      }
  }
  return [...(terms.size > 0 ? terms : stopTerms)].slice(0, 20);
}

/** A category or subcategory label to its code; an unknown label matches nothing. */
async function categoryCode(db: Db, label: string, top: boolean): Promise<string> {
  let query = db.selectFrom('order_item_categories').select('code').where('name', '=', label);
  query = top ? query.where('parent_id', 'is', null) : query.where('parent_id', 'is not', null);
  return (await query.executeTakeFirst())?.code ?? 'brak';
}

export type SearchPlan = {
  terms: string[];
  /** Filter groups as tsquery text: every group must match, any term of a group. */
  filterQuery: string | null;
  /** Filters on columns (statuses, dates, text inside the title or the advertiser's name). */
  columns: Condition[];
};

/** What a query asks for, in the index's terms (docs/decisions/0011). */
export async function planSearch(db: Db, q: SearchQuery): Promise<SearchPlan> {
  const groups: string[][] = [];
  if (q.cpvItem?.length) groups.push(q.cpvItem.map(cpvTerm));
  if (q.programme?.length) groups.push(q.programme.map((p) => filterTerm('prog', p)));
  if (q.fulfillmentPlaces?.length) groups.push(q.fulfillmentPlaces.map((v) => filterTerm('woj', v)));
  if (q.category) groups.push([filterTerm('kat', await categoryCode(db, q.category, true))]);
  if (q.subcategory) groups.push([filterTerm('pkt', await categoryCode(db, q.subcategory, false))]);
  if (q.advertiserIdentificationNumber) groups.push([filterTerm('idn', q.advertiserIdentificationNumber)]);
  if (q.full_number) groups.push([numberTerm(q.full_number)]);

  const columns: Condition[] = [];
  const statuses = (q.status && q.status.length > 0 ? q.status : [...searchStatuses]).filter((s) =>
    searchStatuses.includes(s),
  );
  // Only public statuses are ever searched, whatever was asked for.
  // A narrower choice narrows inside the GIN index, through the status terms (migration 0014); one
  // condition, not both, or the planner would take them for independent and misjudge every count.
  if (statuses.length > 0 && statuses.length < searchStatuses.length) {
    const terms = statuses.map((status) => `st${status.toLowerCase()}`).join(' | ');
    columns.push(sql<SqlBool>`s.facet_tsv @@ to_tsquery('simple', ${terms})`);
  } else columns.push(sql<SqlBool>`s.status in (${sql.join(statuses)})`);
  const range = (column: string, r?: { from?: string; to?: string }) => {
    if (r?.from) columns.push(sql<SqlBool>`${sql.ref(column)} >= ${warsawInstant(r.from)}`);
    if (r?.to) columns.push(sql<SqlBool>`${sql.ref(column)} <= ${warsawInstant(r.to, '23:59:59')}`);
  };
  range('s.publication_date', q.publicationDateRange);
  range('s.submission_deadline', q.submissionDeadlineRange);
  if (q.title) columns.push(sql<SqlBool>`lower(s.title) like ${`%${escapeLike(q.title.toLowerCase())}%`}`);
  if (q.advertiserName) {
    columns.push(
      sql<SqlBool>`s.advertiser_name_folded like ${`%${escapeLike(foldText(q.advertiserName))}%`}`,
    );
  }
  return {
    terms: queryTerms(q.q),
    filterQuery: groups.length > 0 ? groups.map((g) => `(${g.join(' | ')})`).join(' & ') : null,
    columns,
  };
}

export const and = (conditions: Condition[]) => sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

function tsquery(...parts: (string | null)[]) {
  return sql`to_tsquery('simple', ${parts.filter((p): p is string => p !== null).join(' & ')})`;
}

/** What the GIN index alone answers: some word of the query and the filter terms (null: nothing to ask it). */
export function indexedCondition(plan: SearchPlan): Condition | null {
  const { terms, filterQuery } = plan;
  if (terms.length === 0) return filterQuery ? sql<SqlBool>`s.doc_tsv @@ ${tsquery(filterQuery)}` : null;
  return sql<SqlBool>`s.doc_tsv @@ ${tsquery(`(${terms.join(' | ')})`, filterQuery)}`;
}

/** Everything that matches: some word of the query (when there is one) and every filter. */
export function matchingCondition(plan: SearchPlan): Condition {
  const indexed = indexedCondition(plan);
  return and(indexed ? [indexed, ...plan.columns] : plan.columns);
}

/**
 * The relevance tiers of a text query (docs/decisions/0011): every word in the title; every word in the
 * announcement; some words. Within a tier the newest first, then the id, so the order is total and a
 * page never repeats or skips a match. Each tier is one index-friendly condition; the filters are part
 * of the same tsquery, so the GIN index narrows words and filters together.
 */
export function tiersOf(plan: SearchPlan, sort: SearchQuery['sort']): Condition[] {
  const { terms, filterQuery, columns } = plan;
  if (terms.length === 0 || sort !== 'default') return [matchingCondition(plan)];
  const all = terms.join(' & ');
  const tiers: Condition[] = [
    sql<SqlBool>`s.title_tsv @@ ${tsquery(all, filterQuery)}`,
    sql<SqlBool>`s.doc_tsv @@ ${tsquery(all, filterQuery)} and not (s.title_tsv @@ ${tsquery(all)})`,
  ];
  if (terms.length > 1) {
    tiers.push(
      sql<SqlBool>`s.doc_tsv @@ ${tsquery(`(${terms.join(' | ')})`, filterQuery)} and not (s.doc_tsv @@ ${tsquery(all)})`,
    );
  }
  return tiers.map((tier) => and([tier, ...columns]));
}

/**
 * Exactly the order of the btree indexes (desc puts nulls first; searchable rows have both dates), so
 * the newest matches of a broad word come straight from an index instead of sorting every match.
 */
export function orderOf(sort: SearchQuery['sort']) {
  if (sort === 'submissionDeadline') return sql`s.submission_deadline desc, s.announcement_id desc`;
  return sql`s.publication_date desc, s.announcement_id desc`;
}
