import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordEvent, userActor } from '../events/index.ts';
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
 * (the issuer's preferred user name, numbered when taken), in the caller's transaction with its
 * `user.created` event (decision 0046). Undefined only if it could not be made.
 */
export async function accountOfLogin(
  trx: Transaction<DB>,
  login: {
    issuer: string;
    subject: string;
    preferredName: string;
    profile: LoginProfile;
    at: Date;
    /** The language of the user's e-mails, when known (the embedded account's: issue 51). */
    language?: 'pl' | 'en';
  },
) {
  const found = await findUserBySubject(trx, login.issuer, login.subject);
  if (found) return found;
  const identifier = await uniqueIdentifier(trx, login.preferredName);
  const made = await insertUser(trx, {
    oidc_issuer: login.issuer,
    oidc_subject: login.subject,
    identifier,
    created_at: login.at,
    ...login.profile,
    ...(login.language ? { language: login.language } : {}),
  });
  // Made by another sign-in of the same subject at the same moment: that one recorded the event.
  if (!made) return findUserBySubject(trx, login.issuer, login.subject);
  await recordEvent(trx, {
    type: 'user.created',
    object: { kind: 'user', id: made.id },
    actor: userActor(made.id),
    at: login.at,
    // Which issuer, never the person's data (the log keeps its events for good).
    payload: { issuer: login.issuer },
  });
  return made;
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

/**
 * A login keeps the account's name and e-mail as the issuer gives them, in the caller's transaction; a
 * change is recorded as `user.profile_synced` with the names of the fields changed (never their values).
 */
export async function recordLogin(
  trx: Transaction<DB>,
  user: { id: number } & LoginProfile,
  profile: LoginProfile,
  at: Date,
) {
  const changed = (['email', 'forename', 'surname'] as const).filter(
    (field) => user[field] !== profile[field],
  );
  const updated = await updateUserProfileFromLogin(trx, user.id, { ...profile, last_login_at: at });
  if (changed.length > 0)
    await recordEvent(trx, {
      type: 'user.profile_synced',
      object: { kind: 'user', id: user.id },
      actor: userActor(user.id),
      at,
      payload: { fields: changed },
    });
  return updated;
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
