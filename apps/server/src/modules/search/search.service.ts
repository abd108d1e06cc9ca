import { foldText } from '@bk/contracts/common/fold';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { type SearchQuery, searchStatuses } from '@bk/contracts/search/search';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { statusObject } from '../announcements/actions.service.ts';
import { escapeLike } from '../projects/projects.repository.ts';
import { excerpt, highlight } from './highlight.ts';
import { cpvTerm, numberTerm, termOf, wordsOf } from './stemming.ts';

/** The terms of a query: stems of its words; CPV codes and announcement numbers as their special terms. */
export function queryTerms(q: string | undefined): string[] {
  if (!q) return [];
  const terms = new Set<string>();
  for (const token of q.trim().split(/\s+/)) {
    if (/^\d{8}(-\d)?$/.test(token)) terms.add(cpvTerm(token));
    else if (/^\d{4}-\d{5}-\d{5}$/.test(token)) terms.add(numberTerm(token));
    else
      for (const word of wordsOf(token)) {
        const term = termOf(word);
        if (term) terms.add(term);
      }
  }
  return [...terms].slice(0, 20);
}

type Condition = RawBuilder<SqlBool> | Expression<SqlBool>;

function filtersOf(q: SearchQuery): Condition[] {
  const where: Condition[] = [];
  const statuses = q.status && q.status.length > 0 ? q.status : [...searchStatuses];
  // Only public statuses are ever searched, whatever was asked for.
  where.push(sql<SqlBool>`s.status in (${sql.join(statuses.filter((s) => searchStatuses.includes(s)))})`);
  const range = (column: string, r?: { from?: string; to?: string }) => {
    if (r?.from) where.push(sql<SqlBool>`${sql.ref(column)} >= ${warsawInstant(r.from)}`);
    if (r?.to) where.push(sql<SqlBool>`${sql.ref(column)} <= ${warsawInstant(r.to, '23:59:59')}`);
  };
  range('s.publication_date', q.publicationDateRange);
  range('s.submission_deadline', q.submissionDeadlineRange);
  if (q.cpvItem?.length) {
    const codes = q.cpvItem.map((c) => c.replace(/\D/g, '').slice(0, 8));
    where.push(sql<SqlBool>`s.cpv_codes && ${sql.val(codes)}::text[]`);
  }
  if (q.programme?.length) {
    where.push(
      sql<SqlBool>`s.programme_codes && ${sql.val(q.programme.map((p) => p.toUpperCase()))}::text[]`,
    );
  }
  if (q.fulfillmentPlaces?.length)
    where.push(sql<SqlBool>`s.voivodeships && ${sql.val(q.fulfillmentPlaces)}::text[]`);
  if (q.category) where.push(sql<SqlBool>`${q.category} = any(s.category_names)`);
  if (q.subcategory) where.push(sql<SqlBool>`${q.subcategory} = any(s.subcategory_names)`);
  if (q.title) where.push(sql<SqlBool>`lower(s.title) like ${`%${escapeLike(q.title.toLowerCase())}%`}`);
  if (q.advertiserName) {
    where.push(sql<SqlBool>`s.advertiser_name_folded like ${`%${escapeLike(foldText(q.advertiserName))}%`}`);
  }
  if (q.advertiserIdentificationNumber)
    where.push(sql<SqlBool>`s.advertiser_id_number = ${q.advertiserIdentificationNumber}`);
  if (q.full_number) where.push(sql<SqlBool>`s.number = ${q.full_number}`);
  return where;
}

const and = (conditions: Condition[]) => sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/**
 * The relevance tiers of a text query (docs/decisions/0011): every word in the title; every word in the
 * announcement; some words. Within a tier the newest first, then the id, so the order is total and a
 * page never repeats or skips a match. Each tier is one index-friendly query.
 */
function tiersOf(terms: string[], sort: SearchQuery['sort']): Condition[] {
  if (terms.length === 0) return [sql<SqlBool>`true`];
  const all = sql`to_tsquery('simple', ${terms.join(' & ')})`;
  const any = sql`to_tsquery('simple', ${terms.join(' | ')})`;
  if (sort !== 'default') return [sql<SqlBool>`s.doc_tsv @@ ${any}`];
  const tiers: Condition[] = [
    sql<SqlBool>`s.title_tsv @@ ${all}`,
    sql<SqlBool>`s.doc_tsv @@ ${all} and not (s.title_tsv @@ ${all})`,
  ];
  if (terms.length > 1) tiers.push(sql<SqlBool>`s.doc_tsv @@ ${any} and not (s.doc_tsv @@ ${all})`);
  return tiers;
}

/**
 * Exactly the order of the btree indexes (desc puts nulls first; searchable rows have both dates), so
 * the newest matches of a broad word come straight from an index instead of sorting every match.
 */
function orderOf(sort: SearchQuery['sort']) {
  if (sort === 'submissionDeadline') return sql`s.submission_deadline desc, s.announcement_id desc`;
  return sql`s.publication_date desc, s.announcement_id desc`;
}

const EXACT_COUNT_LIMIT = 1000;

/** Exact up to 1,000; beyond that the planner's estimate (the page then says 'około'). */
async function countOf(db: Kysely<DB>, where: Condition): Promise<{ total: number; approximate: boolean }> {
  const capped = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from announcement_search s where ${where} limit ${EXACT_COUNT_LIMIT + 1}) x`.execute(
    db,
  );
  const n = Number(capped.rows[0]?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, approximate: false };
  const plan = await sql<{
    'QUERY PLAN': unknown;
  }>`explain (format json) select 1 from announcement_search s where ${where}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? n);
  return { total: Math.max(estimate, n), approximate: true };
}

type Row = {
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

async function pageRows(
  db: Kysely<DB>,
  where: Condition,
  order: RawBuilder<unknown>,
  offset: number,
  limit: number,
) {
  const result = await sql<Row>`
    select s.announcement_id, s.status, s.number, s.title, s.excerpt_source, s.publication_date,
           s.submission_deadline, s.advertiser_name, s.place, s.owner_id
      from announcement_search s where ${where} order by ${order} offset ${offset} limit ${limit}`.execute(
    db,
  );
  return result.rows;
}

/** GET /api/search/announcements. */
export async function searchAnnouncements(db: Kysely<DB>, viewerId: number | null, q: SearchQuery) {
  const terms = queryTerms(q.q);
  const filters = filtersOf(q);
  const order = orderOf(q.sort);
  const tiers = tiersOf(terms, q.sort).map((tier) => and([tier, ...filters]));
  const rows: Row[] = [];
  let skip = (q.page - 1) * q.limit;
  for (const tier of tiers) {
    const need = q.limit - rows.length;
    if (need === 0) break;
    const found = await pageRows(db, tier, order, skip, need);
    rows.push(...found);
    if (found.length > 0) skip = 0;
    else if (skip > 0) skip = Math.max(0, skip - (await countOf(db, tier)).total);
  }
  const matching =
    terms.length === 0 ? and(filters) : and([tiersOf(terms, 'publicationDate')[0] as Condition, ...filters]);
  const { total, approximate } = await countOf(db, matching);

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
