import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { portalUserById, portalUserOfAccount } from '../users/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function findAccountById(db: Kysely<DB>, id: string) {
  return db.selectFrom('identity_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('identity_accounts')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** A better hash of an account's unchanged password (parameters raised since it was made). */
export async function replacePasswordHash(db: Kysely<DB>, id: string, oldHash: string, newHash: string) {
  await db
    .updateTable('identity_accounts')
    .set({ password_hash: newHash })
    .where('id', '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}

export function listAccounts(db: Kysely<DB>) {
  return db
    .selectFrom('identity_accounts')
    .select(['id', 'email', 'given_name', 'family_name'])
    .orderBy('id')
    .execute();
}

export async function insertAccount(
  db: Kysely<DB>,
  account: {
    id: string;
    email: string;
    password_hash: string;
    given_name: string;
    family_name: string;
    activated_at: Date;
  },
) {
  await db
    .insertInto('identity_accounts')
    .values(account)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The account service's writes (registration, activation, the panel's changes; migration 0029, decision 0033). */

export async function insertRegisteredAccount(
  db: Db,
  account: {
    id: string;
    email: string;
    password_hash: string;
    given_name: string;
    family_name: string;
    created_at: Date;
    terms_accepted_at: Date;
    privacy_accepted_at: Date;
    language: 'pl' | 'en';
  },
) {
  return db
    .insertInto('identity_accounts')
    .values({ ...account, password_changed_at: account.created_at })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function lockAccount(db: Db, id: string) {
  return db.selectFrom('identity_accounts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function activateAccount(db: Db, id: string, at: Date) {
  return db
    .updateTable('identity_accounts')
    .set({ activated_at: at })
    .where('id', '=', id)
    .where('activated_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export function setAccountPassword(db: Db, id: string, hash: string, at: Date) {
  return db
    .updateTable('identity_accounts')
    .set({ password_hash: hash, password_changed_at: at })
    .where('id', '=', id)
    .execute();
}

/** The language of an account's e-mails and pages (issue 51): the portal user's, when it chooses one. */
export function setAccountLanguage(db: Db, id: string, language: 'pl' | 'en') {
  return db.updateTable('identity_accounts').set({ language }).where('id', '=', id).execute();
}

export function setAccountName(db: Db, id: string, name: { given_name: string; family_name: string }) {
  return db.updateTable('identity_accounts').set(name).where('id', '=', id).execute();
}

/** The new address, unless another account holds it (then undefined). */
export async function setAccountEmail(db: Db, id: string, email: string) {
  const taken = await emailTaken(db, email, id);
  if (taken) return undefined;
  return db
    .updateTable('identity_accounts')
    .set({ email })
    .where('id', '=', id)
    .returning('email')
    .executeTakeFirst();
}

export async function emailTaken(db: Db, email: string, exceptId?: string) {
  const row = await db
    .selectFrom('identity_accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as string))
    .executeTakeFirst();
  return row !== undefined;
}

// The account panel's reads (accounts module): the accounts with their portal users, whose columns come
// from the users module as subqueries (issue 46), each read one statement.

export type PanelUsersFilter = { q: string | null; page: number; pageSize: number; issuer: string };

/** What both the panel's list and its user page read of an account (with its portal user's id). */
type PanelAccountRow = {
  account_id: string;
  email: string;
  given_name: string;
  family_name: string;
  created_at: Date;
  activated_at: Date | null;
};
const panelAccountColumns = sql`a.id as account_id, a.email, a.given_name, a.family_name, a.created_at,
  a.activated_at, u.id as user_id, u.identifier, u.blocked`;

/** The accounts with their portal users (the account panel's user list), by e-mail. */
export async function listPanelUsers(db: Db, filter: PanelUsersFilter) {
  const like = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = like
    ? sql`where lower(a.email) like ${like} or lower(a.given_name || ' ' || a.family_name) like ${like}`
    : sql``;
  const { rows } = await sql<
    PanelAccountRow & {
      user_id: number | null;
      identifier: string | null;
      blocked: boolean | null;
      total: string;
    }
  >`
    select ${panelAccountColumns}, count(*) over () as total
      from identity_accounts a
      left join lateral (${portalUserOfAccount(filter.issuer, sql.ref('a.id'))}) u on true
      ${where}
     order by lower(a.email)
     limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`.execute(db);
  return rows;
}

/** One portal user's account (the account panel's user page). */
export async function findPanelUser(db: Db, issuer: string, userId: number) {
  const { rows } = await sql<
    PanelAccountRow & {
      user_id: number;
      identifier: string;
      blocked: boolean;
      password_changed_at: Date | null;
      blocked_at: Date | null;
      last_login_at: Date | null;
    }
  >`
    select ${panelAccountColumns}, a.password_changed_at, u.blocked_at, u.last_login_at
      from (${portalUserById(issuer, userId)}) u join identity_accounts a on a.id = u.oidc_subject`.execute(
    db,
  );
  return rows[0];
}
