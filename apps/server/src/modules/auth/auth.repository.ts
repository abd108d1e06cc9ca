import { type Kysely, sql } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { userIsBlocked } from '../users/index.ts';

export function insertLoginAttempt(
  db: Kysely<DB>,
  attempt: { state: string; code_verifier: string; nonce: string; return_path: string; expires_at: Date },
) {
  return db.insertInto('login_attempts').values(attempt).execute();
}

/** Reads and removes a login attempt in one step, so a state is used at most once. */
export function takeLoginAttempt(db: Kysely<DB>, state: string) {
  return db.deleteFrom('login_attempts').where('state', '=', state).returningAll().executeTakeFirst();
}

export function deleteExpiredLoginAttempts(db: Kysely<DB>, now: Date) {
  return db.deleteFrom('login_attempts').where('expires_at', '<', now).execute();
}

export function insertSession(
  db: Kysely<DB>,
  session: {
    token_hash: string;
    user_id: number;
    created_at: Date;
    expires_at: Date;
    user_agent?: string | null;
    address?: string | null;
  },
) {
  return db.insertInto('sessions').values(session).returning('id').executeTakeFirstOrThrow();
}

/**
 * A live session (not revoked, not expired, its user not blocked), without changing it. Asked on every
 * signed-in request: written out and prepared once per connection (building it cost more than running it).
 */
export async function findLiveSession(db: Kysely<DB>, tokenHash: string, now: Date) {
  const { rows } = await sql<{ id: number; user_id: number; expires_at: Date }>`${PREPARED}
    select s.id, s.user_id, s.expires_at from sessions s
     where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now}
       and not ${userIsBlocked(sql.ref('s.user_id'))}`.execute(db);
  return rows[0];
}

/** Extends a live session and returns it with its user; nothing when it is missing, revoked or expired. */
export function touchSession(db: Kysely<DB>, tokenHash: string, now: Date, expiresAt: Date) {
  return db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.not(userIsBlocked(sql.ref('sessions.user_id'))))
    .returning(['id', 'user_id', 'expires_at'])
    .executeTakeFirst();
}

/** Whether a token names a session (live or ended) of an account that is now blocked. */
export async function isSessionOfBlockedUser(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select(userIsBlocked(sql.ref('sessions.user_id')).as('blocked'))
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.blocked === true;
}

/** Ends every live session of a user for good (blocking: an unblock does not bring them back). */
export function revokeSessionsOfUser(db: Kysely<DB>, userId: number, now: Date) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSession(db: Kysely<DB>, sessionId: number, now: Date) {
  return db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** A user's live sessions, newest first (the account panel's list). */
export function liveSessionsOfUser(db: Kysely<DB>, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** Ends one live session of a user (none of another user's); the ended session's id, if any. */
export async function revokeSessionOfUser(db: Kysely<DB>, userId: number, sessionId: number, now: Date) {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Ends every live session of a user but one (after a password change); how many ended. */
export async function revokeOtherSessions(db: Kysely<DB>, userId: number, keepId: number | null, now: Date) {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepId !== null, (q) => q.where('id', '!=', keepId as number))
    .returning('id')
    .execute();
  return rows.length;
}
