import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

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
