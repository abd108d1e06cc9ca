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

export function listAccounts(db: Kysely<DB>) {
  return db
    .selectFrom('identity_accounts')
    .select(['id', 'email', 'given_name', 'family_name'])
    .orderBy('id')
    .execute();
}

export async function insertAccount(
  db: Kysely<DB>,
  account: { id: string; email: string; password_hash: string; given_name: string; family_name: string },
) {
  await db
    .insertInto('identity_accounts')
    .values(account)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
