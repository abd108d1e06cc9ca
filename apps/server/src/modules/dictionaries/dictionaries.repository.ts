import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { CountriesTable, DB } from '../../db/schema.ts';

/**
 * CPV codes whose digits start with every digit token and whose name has a word starting with every
 * word token. Ranked by the first typed word: names that start with it, then names with it outside
 * parentheses (not only in an exception such as '(z wyjątkiem oprogramowania komputerowego)'), then
 * the rest; within each, shorter (higher-level) codes first, then by code.
 */
export function searchCpv(
  db: Kysely<DB>,
  criteria: { digitTokens: string[]; wordTokens: string[]; limit: number; offset: number },
) {
  const first = criteria.wordTokens[0];
  let query = db
    .selectFrom('cpv_codes')
    .select(['id', 'code', 'name', sql<number>`count(*) over ()`.as('total')])
    .limit(criteria.limit)
    .offset(criteria.offset);
  if (first) {
    query = query.orderBy(
      sql`case when folded_name like ${`${first}%`} then 0
        when regexp_replace(folded_name, '[(][^)]*[)]', '', 'g') ~ ${`(^|[^a-z0-9])${first}`} then 1
        else 2 end`,
    );
  }
  query = query.orderBy('level').orderBy('code');
  for (const digits of criteria.digitTokens) query = query.where('digits', 'like', `${digits}%`);
  for (const word of criteria.wordTokens) {
    query = query.where(
      'id',
      'in',
      db.selectFrom('cpv_words').select('cpv_id').where('word', 'like', `${word}%`),
    );
  }
  return query.execute();
}

export function searchLocalities(
  db: Kysely<DB>,
  criteria: { prefix: string; limit: number; offset: number },
) {
  return db
    .selectFrom('teryt_localities')
    .select([
      'sym',
      'name',
      'kind',
      'parent_name',
      'voivodeship',
      'poviat',
      'commune',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where('folded_name', 'like', `${criteria.prefix}%`)
    .orderBy(sql`folded_name = ${criteria.prefix}`, 'desc')
    .orderBy('is_part')
    .orderBy(sql`kind = 'miasto'`, 'desc')
    .orderBy('folded_name')
    .orderBy('voivodeship')
    .orderBy('sym')
    .limit(criteria.limit)
    .offset(criteria.offset)
    .execute();
}

export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom('order_item_categories')
    .selectAll()
    .orderBy('parent_id', 'asc')
    .orderBy('position')
    .execute();
}

export function listConditionTypes(db: Kysely<DB>) {
  return db
    .selectFrom('participation_condition_types')
    .select(['id', 'code', 'name'])
    .orderBy('position')
    .execute();
}

export function listCountries(db: Kysely<DB>) {
  return db.selectFrom('countries').select(['alpha2', 'name_pl', 'name_en']).orderBy('position').execute();
}

export function listVoivodeships(db: Kysely<DB>) {
  return db
    .selectFrom('teryt_units')
    .select(['code', 'name'])
    .where('level', '=', 'wojewodztwo')
    .orderBy('name')
    .execute();
}

export function listProgrammes(db: Kysely<DB>) {
  return db
    .selectFrom('implementation_levels')
    .select(['id', 'code', 'name'])
    .where('kind', '=', 'programme')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

type Db = Kysely<DB> | Transaction<DB>;

/** A category or subcategory label to its code; an unknown label matches nothing. */
export async function categoryCodeOfLabel(db: Db, label: string, top: boolean): Promise<string> {
  let query = db.selectFrom('order_item_categories').select('code').where('name', '=', label);
  query = top ? query.where('parent_id', 'is', null) : query.where('parent_id', 'is not', null);
  return (await query.executeTakeFirst())?.code ?? 'brak';
}

/** Order item categories by id to their codes ('DOSTAWY', 'CPV_30'...). */
export async function categoryCodesById(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('order_item_categories').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The codes of order item categories by id (DOSTAWY, USLUGI, ROBOTY_BUDOWLANE...). */
export async function topCategoryCodes(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('order_item_categories').select(['id', 'code', 'parent_id']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A subcategory counts as its top category.
  const top = (id: number) => {
    let row = byId.get(id);
    while (row?.parent_id != null) row = byId.get(row.parent_id);
    return row?.code;
  };
  return new Map(ids.flatMap((id) => (top(id) ? [[id, top(id) as string] as const] : [])));
}

// ---------------------------------------------------------------------------------------------------
// Reads of the countries and the TERYT localities for other modules (issue 46): the users' economic
// subjects name their country and locality through these (handed to the users by app.ts).

/** A country by its code (alpha-2), with its Polish name; undefined for an unknown one. */
export function countryByCode(db: Db, alpha2: string) {
  return db
    .selectFrom('countries')
    .select(['alpha2', 'name_pl'])
    .where('alpha2', '=', alpha2)
    .executeTakeFirst();
}

/** A TERYT locality by its SYM, with its units; undefined for an unknown one. */
export function localityBySym(db: Db, sym: string) {
  return db
    .selectFrom('teryt_localities')
    .select(['sym', 'name', 'voivodeship', 'poviat', 'commune'])
    .where('sym', '=', sym)
    .executeTakeFirst();
}

/** Columns of a left-joined table: each may be null. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * For another module's select: left-joins the countries as `alias` on `alias.alpha2 = code` (a column
 * of the caller's query, e.g. 's.country'), so the caller's statement stays one statement.
 */
export function leftJoinCountry<D, TB extends keyof D, O, A extends string>(
  query: SelectQueryBuilder<D, TB, O>,
  alias: A,
  code: string,
): SelectQueryBuilder<D & Record<A, Nullable<CountriesTable>>, TB | A, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's tables are generic; the result type says what joins
  return (query as any).leftJoin(`countries as ${alias}`, `${alias}.alpha2`, code);
}

/*
 * The entries an announcement's content names, looked up by id to check and name them (issue 46: the
 * announcements read the dictionaries through these, one query per kind).
 */

/** The order item categories among `ids` (top level: parent_id null). */
export function categoriesByIds(db: Kysely<DB> | Transaction<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_item_categories')
    .select(['id', 'name', 'parent_id', 'code'])
    .where('id', 'in', ids)
    .execute();
}

/** The participation condition types among `ids`. */
export function conditionTypesByIds(db: Kysely<DB> | Transaction<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('participation_condition_types')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
}

/** The CPV codes among `ids`. */
export function cpvByIds(db: Kysely<DB> | Transaction<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cpv_codes').select(['id', 'code', 'name']).where('id', 'in', ids).execute();
}

/** The TERYT localities among `ids` (their SYM codes), with the units they lie in. */
export function localitiesByIds(db: Kysely<DB> | Transaction<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teryt_localities')
    .select(['sym', 'name', 'voivodeship', 'poviat', 'commune'])
    .where('sym', 'in', ids)
    .execute();
}

/** The countries among `codes` (ISO alpha-2) with their Polish names. */
export function countriesByCodes(db: Kysely<DB> | Transaction<DB>, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('countries').select(['alpha2', 'name_pl']).where('alpha2', 'in', codes).execute();
}

/**
 * For another module's select: the Polish name of the country whose code `code` names (a column of the
 * caller's query), as a subquery (null for an unknown code).
 */
export function countryNameOf(code: RawBuilder<unknown>) {
  return sql<string | null>`(select c.name_pl from countries c where c.alpha2 = ${code})`;
}
