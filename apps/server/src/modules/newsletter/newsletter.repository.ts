import type { FilterCriteria } from '@bk/contracts/newsletter/newsletter';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SearchRow } from '../search/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

// ---- saved filters ----

const filterColumns = [
  'id',
  'enabled',
  'advertiser_identification_number',
  'programme_ids',
  'category_id',
  'subcategory_id',
  'cpv_item_ids',
  'place_codes',
] as const;

export type FilterRow = Awaited<ReturnType<typeof userFilters>>[number];

export function userFilters(db: Db, userId: number) {
  return db
    .selectFrom('newsletter_filters')
    .select(filterColumns)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** One filter of the user (undefined for another user's: they answer 404 alike). */
export function userFilter(db: Db, userId: number, id: number) {
  return db
    .selectFrom('newsletter_filters')
    .select(filterColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const criteriaColumns = (c: FilterCriteria) => ({
  advertiser_identification_number: c.advertiser_identification_number,
  programme_ids: c.programme_ids,
  category_id: c.category_id,
  subcategory_id: c.subcategory_id,
  cpv_item_ids: c.cpv_item_ids,
  place_codes: c.fulfillment_place_codes,
});

/** Locks the user's filters (a count checked before an insert holds under concurrent calls). */
export async function lockUserFilters(db: Transaction<DB>, userId: number): Promise<number> {
  await sql`select id from users where id = ${userId} for update`.execute(db);
  const row = await db
    .selectFrom('newsletter_filters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function insertFilter(db: Db, userId: number, enabled: boolean, c: FilterCriteria, at: Date) {
  return db
    .insertInto('newsletter_filters')
    .values({ user_id: userId, enabled, ...criteriaColumns(c), created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateFilter(
  db: Db,
  userId: number,
  id: number,
  enabled: boolean,
  c: FilterCriteria,
  at: Date,
) {
  return db
    .updateTable('newsletter_filters')
    .set({ enabled, ...criteriaColumns(c), modified_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export function setFilterEnabled(db: Db, userId: number, id: number, enabled: boolean, at: Date) {
  return db
    .updateTable('newsletter_filters')
    .set({ enabled, modified_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export function deleteFilter(db: Db, userId: number, id: number) {
  return db
    .deleteFrom('newsletter_filters')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export async function disableAllFilters(db: Db, userId: number, at: Date) {
  await db
    .updateTable('newsletter_filters')
    .set({ enabled: false, modified_at: at })
    .where('user_id', '=', userId)
    .where('enabled', '=', true)
    .execute();
}

// ---- what the criteria name ----

export function programmesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('implementation_levels')
    .select(['id', 'code', 'name'])
    .where('kind', '=', 'programme')
    .where('id', 'in', ids)
    .execute();
}

export function categoriesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_item_categories')
    .select(['id', 'code', 'name', 'parent_id'])
    .where('id', 'in', ids)
    .execute();
}

export function cpvByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cpv_codes').select(['id', 'code', 'name', 'digits']).where('id', 'in', ids).execute();
}

export function voivodeshipsByCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teryt_units')
    .select(['code', 'name'])
    .where('level', '=', 'wojewodztwo')
    .where('code', 'in', codes)
    .execute();
}

export function localitiesBySyms(db: Db, syms: readonly string[]) {
  if (syms.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teryt_localities')
    .select(['sym', 'name', 'commune', 'voivodeship'])
    .where('sym', 'in', syms)
    .execute();
}

// ---- a day's results ----

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
     where s.announcement_id in (
             select id from announcements where status_changed_at >= ${w.start} and status_changed_at < ${w.end}
             union select announcement_id from announcement_versions
                    where version_no > 1 and published_at >= ${w.start} and published_at < ${w.end})
       and s.publication_date < ${w.start} and ${matches}`;
  const { rows } = await sql<
    Omit<SearchRow, 'announcement_id' | 'status'> & { id: number; new_count: string; updated_count: string }
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

// ---- notification settings ----

export function userNotificationSettings(db: Db, userId: number) {
  return db
    .selectFrom('notification_settings')
    .select(['type', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
}

export async function setNotification(db: Db, userId: number, type: string, enabled: boolean, at: Date) {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, type, enabled, modified_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet({ enabled, modified_at: at }))
    .execute();
}

// ---- opt-out tokens ----

export async function insertOptOutToken(db: Db, userId: number, tokenHash: string, at: Date) {
  await db
    .insertInto('opt_out_tokens')
    .values({ token_hash: tokenHash, user_id: userId, created_at: at })
    .execute();
}

/** Many tokens in one statement (the opt-out links of one notification's e-mails). */
export async function insertOptOutTokens(
  db: Db,
  rows: readonly { userId: number; tokenHash: string }[],
  at: Date,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('opt_out_tokens')
    .values(rows.map((r) => ({ token_hash: r.tokenHash, user_id: r.userId, created_at: at })))
    .execute();
}

/** Users with at least one enabled filter, by id after `afterId` (the daily newsletter's walk). */
export async function usersWithEnabledFilters(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('newsletter_filters')
    .select('user_id')
    .distinct()
    .where('enabled', '=', true)
    .where('user_id', '>', afterId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Marks an unused token used; its user, or undefined for a wrong or used-up token. */
export function useOptOutToken(db: Db, tokenHash: string, at: Date) {
  return db
    .updateTable('opt_out_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
}

/** Whether an opt-out token exists and was used already. */
export async function optOutTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('opt_out_tokens')
    .select('used_at')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Boolean(row?.used_at);
}

/** The newest public announcements a filter's terms match (its private Atom feed), newest first. */
export async function latestMatching(db: Db, query: string, statuses: readonly string[], limit: number) {
  const { rows } = await sql<
    Omit<SearchRow, 'announcement_id' | 'status' | 'owner_id'> & { id: number }
  >`select s.announcement_id as id, s.number, s.title, s.excerpt_source, s.publication_date,
        s.submission_deadline, s.advertiser_name, s.place
      from announcement_search s
     where s.status in (${sql.join(statuses)}) and s.title_tsv @@ to_tsquery('simple', ${query})
     order by s.publication_date desc nulls last, s.announcement_id desc
     limit ${limit}`.execute(db);
  return rows;
}
