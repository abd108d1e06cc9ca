import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The account service's links (migration 0029, decision 0033); the accounts themselves are identity's. */

export async function insertLink(
  db: Db,
  link: {
    token_hash: string;
    account_id: string;
    purpose: 'activation' | 'reset' | 'email';
    new_email: string | null;
    created_at: Date;
    expires_at: Date;
  },
) {
  await db.insertInto('identity_links').values(link).execute();
}

/** A link by its token's hash, locked for the transaction that uses it. */
export function lockLink(db: Db, tokenHash: string, purpose: 'activation' | 'reset' | 'email') {
  return db
    .selectFrom('identity_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
}

/** Uses up every open link of an account for a purpose (the one just used, and older ones). */
export function spendLinks(db: Db, accountId: string, purpose: 'activation' | 'reset' | 'email', at: Date) {
  return db
    .updateTable('identity_links')
    .set({ used_at: at })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Links over for a week: forgotten (their answers then say only that the link is not valid). */
export function deleteOldLinks(db: Db, before: Date) {
  return db.deleteFrom('identity_links').where('expires_at', '<', before).execute();
}

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
      left join users u on u.oidc_issuer = ${filter.issuer} and u.oidc_subject = a.id
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
      from users u join identity_accounts a on a.id = u.oidc_subject
     where u.oidc_issuer = ${issuer} and u.id = ${userId}`.execute(db);
  return rows[0];
}
