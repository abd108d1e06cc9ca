import { foldText } from '@bk/contracts/common/fold';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { type SearchQuery, searchStatuses } from '@bk/contracts/search/search';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { categoryCodeOfLabel as categoryCode } from '../dictionaries/index.ts';
import {
  advertiserNameContains,
  and,
  atLeast,
  atMost,
  type Condition,
  indexedCondition,
  statusInCondition,
  statusTermsCondition,
  tierConditions,
  titleContains,
  vectorMatch,
} from './search-conditions.repository.ts';
import { floorOf, shareOf } from './search-shares.ts';
import { cpvTerm, filterTerm, isStopWord, numberTerm, termOf, wordsOf } from './stemming.ts';

export type { Condition } from './search-conditions.repository.ts';

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

export type SearchPlan = {
  terms: string[];
  /** Filter groups as tsquery text: every group must match, any term of a group. */
  filterQuery: string | null;
  /** The same groups, one tsquery text each. */
  filterGroups: string[];
  /** Filters on columns (statuses, dates, text inside the title or the advertiser's name). */
  columns: Condition[];
  /** The same filters as values, for the estimates (search-estimates.ts). */
  columnFilters: ColumnFilters;
  /** The words are looked for in the attachments' text too (issue 49). */
  attachments: boolean;
};

export type ColumnFilters = {
  statuses: string[];
  ranges: { kind: 'p' | 'd'; from?: number; to?: number }[];
  /** How many text patterns (title, advertiser's name). */
  patterns: number;
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
    columns.push(statusTermsCondition(statuses));
  } else columns.push(statusInCondition(statuses));
  const columnFilters: ColumnFilters = { statuses, ranges: [], patterns: 0 };
  const range = (
    kind: 'p' | 'd',
    column: 's.publication_date' | 's.submission_deadline',
    r?: { from?: string; to?: string },
  ) => {
    const from = r?.from ? warsawInstant(r.from) : undefined;
    const to = r?.to ? warsawInstant(r.to, '23:59:59') : undefined;
    if (from) columns.push(atLeast(column, from));
    if (to) columns.push(atMost(column, to));
    if (from || to) columnFilters.ranges.push({ kind, from: from?.getTime(), to: to?.getTime() });
  };
  range('p', 's.publication_date', q.publicationDateRange);
  range('d', 's.submission_deadline', q.submissionDeadlineRange);
  columnFilters.patterns = (q.title ? 1 : 0) + (q.advertiserName ? 1 : 0);
  if (q.title) columns.push(titleContains(q.title));
  if (q.advertiserName) columns.push(advertiserNameContains(foldText(q.advertiserName)));
  return {
    terms: queryTerms(q.q),
    filterQuery: groups.length > 0 ? groups.map((g) => `(${g.join(' | ')})`).join(' & ') : null,
    filterGroups: groups.map((g) => `(${g.join(' | ')})`),
    columns,
    columnFilters,
    attachments: q.attachments !== false,
  };
}

/** Everything that matches: some word of the query (when there is one) and every filter. */
export function matchingCondition(plan: SearchPlan): Condition {
  const indexed = indexedCondition(plan.terms, plan.filterQuery, plan.attachments);
  return and(indexed ? [indexed, ...plan.columns] : plan.columns);
}

/**
 * A tier as it runs (narrowed), and plainly (the same rows, one tsquery: how the ranked pass tells
 * tiers apart); `reliable` when its estimate is of one word alone (several words or filters are
 * estimated as if independent, which they seldom are).
 */
export type Tier = { run: Condition; plain: Condition; reliable: boolean };

/** The cost of reading a candidate row, against decoding one index entry of a term (measured, roughly). */
const ROW_PER_ENTRY = 300;

/**
 * The condition that the AND of `elements` holds in `column` (docs/decisions/0011). The GIN index
 * decodes the whole list of every term it is given, so a term in most announcements ('dostawa', a
 * category) is left to a check of the candidate rows whenever the rarer elements leave few candidates:
 * the index answers the rare part, the row the whole.
 */
function narrowed(
  column: 'title_tsv' | 'doc_tsv' | 'full_tsv',
  elements: string[],
  shares: ReadonlyMap<string, number>,
  size: number,
) {
  const full = elements.join(' & ');
  const floor = floorOf(shares);
  const kept = elements
    .map((query) => ({ query, share: shareOf(query, shares, floor) }))
    .sort((a, b) => b.share - a.share);
  let dropped = false;
  for (let top = kept[0]; top && kept.length > 1; top = kept[0]) {
    const rest = kept.slice(1);
    const candidates = size * rest.reduce((product, e) => product * e.share, 1);
    // Every candidate is read, whether it holds the term or not: a word and a category seldom go
    // together as often as their shares say ('remont' among deliveries: never).
    if (top.share < 0.2 || candidates * ROW_PER_ENTRY > top.share * size) break;
    kept.shift();
    dropped = true;
  }
  return vectorMatch(column, full, dropped ? kept.map((e) => e.query).join(' & ') : null);
}

/**
 * The relevance tiers of a text query (docs/decisions/0011): every word in the title; every word in the
 * announcement; some words. Within a tier the newest first, then the id, so the order is total and a
 * page never repeats or skips a match. Each tier is one index-friendly condition; the filters are part
 * of the same tsquery, so the GIN index narrows words and filters together.
 */
export function tiersOf(
  plan: SearchPlan,
  sort: SearchQuery['sort'],
  stats: {
    title: ReadonlyMap<string, number>;
    doc: ReadonlyMap<string, number>;
    any?: ReadonlyMap<string, number>;
  },
  size: number,
): Tier[] {
  const { terms, filterQuery, filterGroups, columns } = plan;
  const alone = terms.length === 1 && filterGroups.length === 0 && columns.length === 1;
  if (terms.length === 0 || sort !== 'default') {
    const matching = matchingCondition(plan);
    return [{ run: matching, plain: matching, reliable: alone }];
  }
  const elements = [...terms, ...filterGroups];
  // The attachments' tier narrows as the form's does, by the terms' shares with the attachments.
  const tiers = tierConditions(
    terms,
    filterQuery,
    narrowed('title_tsv', elements, stats.title, size),
    narrowed('doc_tsv', elements, stats.doc, size),
    plan.attachments ? narrowed('full_tsv', elements, stats.any ?? stats.doc, size) : null,
  );
  return tiers.map((tier) => ({
    run: and([tier.run, ...columns]),
    plain: and([tier.plain, ...columns]),
    reliable: alone,
  }));
}
