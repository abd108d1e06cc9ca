import type { FilterCriteria } from '@bk/contracts/newsletter/newsletter';
import { MASTER_NOTIFICATION } from '@bk/contracts/newsletter/newsletter';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lockUser } from '../users/index.ts';

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
  await lockUser(db, userId);
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

/**
 * The users among `userIds` who get e-mails of `type`: the master switch and the type's switch on (a
 * switch never set is on).
 */
export async function usersWithSwitchOn(db: Db, userIds: readonly number[], types: readonly string[]) {
  if (userIds.length === 0) return new Map<number, Set<string>>();
  const { rows } = await sql<{ user_id: number; type: string; enabled: boolean }>`
    select user_id, type, enabled from notification_settings
     where user_id = any(${sql.val(userIds)}::integer[])
       and type in (${sql.join([MASTER_NOTIFICATION, ...types])}) and not enabled`.execute(db);
  // Every type on for everyone, less what is switched off.
  const off = new Map<number, Set<string>>();
  for (const row of rows) off.set(row.user_id, (off.get(row.user_id) ?? new Set()).add(row.type));
  const on = new Map<number, Set<string>>();
  for (const id of userIds) {
    const userOff = off.get(id);
    if (userOff?.has(MASTER_NOTIFICATION)) continue;
    on.set(id, new Set(types.filter((t) => !userOff?.has(t))));
  }
  return on;
}
