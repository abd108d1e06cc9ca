import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  findUserById,
  findUserBySubject,
  findUserIdByEmail,
  identifierExists,
  insertUser,
  updateUserProfileFromLogin,
} from './users.repository.ts';

/** The portal's user accounts as other modules use them (the login, the session's user). */

export type LoginProfile = { email: string; forename: string; surname: string };

export function userById(db: Kysely<DB>, id: number) {
  return findUserById(db, id);
}

export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<number | undefined> {
  return (await findUserIdByEmail(db, email))?.id;
}

async function uniqueIdentifier(db: Kysely<DB>, wanted: string): Promise<string> {
  const base = wanted.slice(0, 90) || 'uzytkownik';
  for (let i = 0; ; i++) {
    const candidate = i === 0 ? base : `${base}-${i + 1}`;
    if (!(await identifierExists(db, candidate))) return candidate;
  }
}

/**
 * The account of an issuer's subject: found, or made at its first login with an identifier of its own
 * (the issuer's preferred user name, numbered when taken). Undefined only if it could not be made.
 */
export async function accountOfLogin(
  db: Kysely<DB>,
  login: { issuer: string; subject: string; preferredName: string; profile: LoginProfile; at: Date },
) {
  const found = await findUserBySubject(db, login.issuer, login.subject);
  if (found) return found;
  const identifier = await uniqueIdentifier(db, login.preferredName);
  const made = await insertUser(db, {
    oidc_issuer: login.issuer,
    oidc_subject: login.subject,
    identifier,
    created_at: login.at,
    ...login.profile,
  });
  return made ?? (await findUserBySubject(db, login.issuer, login.subject));
}

/** The portal's user of an issuer's subject, if it has signed in or was made already. */
export function userOfSubject(db: Kysely<DB>, issuer: string, subject: string) {
  return findUserBySubject(db, issuer, subject);
}

/** Whether the portal blocked the user of an issuer's subject (the account service refuses it too). */
export async function isSubjectBlocked(db: Kysely<DB>, issuer: string, subject: string): Promise<boolean> {
  return (await findUserBySubject(db, issuer, subject))?.blocked === true;
}

/**
 * A name or e-mail changed at the embedded account service reaches the portal's user at once (the
 * notifications go to the new address), not only at the next login.
 */
export async function syncAccountProfile(
  db: Kysely<DB>,
  issuer: string,
  subject: string,
  profile: Partial<LoginProfile>,
): Promise<void> {
  const user = await findUserBySubject(db, issuer, subject);
  if (user) await updateUserProfileFromLogin(db, user.id, profile);
}

/** A login keeps the account's name and e-mail as the issuer gives them. */
export function recordLogin(db: Kysely<DB>, id: number, profile: LoginProfile, at: Date) {
  return updateUserProfileFromLogin(db, id, { ...profile, last_login_at: at });
}

/** The owner of a listed row as the administrators' lists name its author (created_by). */
export function ownerAsCreator(row: {
  owner_id: number;
  forename: string;
  surname: string;
  email: string;
  identifier: string;
}) {
  return {
    id: row.owner_id,
    forename: row.forename,
    surname: row.surname,
    email: row.email,
    identifier: row.identifier,
  };
}
