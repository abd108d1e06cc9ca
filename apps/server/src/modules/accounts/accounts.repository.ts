import type { Kysely, Transaction } from 'kysely';
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
