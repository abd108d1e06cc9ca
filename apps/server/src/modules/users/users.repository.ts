import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserBySubject(db: Kysely<DB>, issuer: string, subject: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('oidc_issuer', '=', issuer)
    .where('oidc_subject', '=', subject)
    .executeTakeFirst();
}

export function insertUser(
  db: Kysely<DB>,
  user: {
    oidc_issuer: string;
    oidc_subject: string;
    email: string;
    forename: string;
    surname: string;
    identifier: string;
    created_at: Date;
  },
) {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.columns(['oidc_issuer', 'oidc_subject']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUserProfileFromLogin(
  db: Kysely<DB>,
  id: number,
  fields: { email: string; forename: string; surname: string; last_login_at: Date },
) {
  return db.updateTable('users').set(fields).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function identifierExists(db: Kysely<DB>, identifier: string) {
  return db.selectFrom('users').select('id').where('identifier', '=', identifier).executeTakeFirst();
}

export function findUserIdByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
}
