import { createHash, randomBytes } from 'node:crypto';
import { sameOriginPath } from '@bk/contracts/auth/return-path';
import { SESSION_SECONDS } from '@bk/contracts/common/limits';
import { splitLocale } from '@bk/contracts/common/locale';

/** A session's end is moved forward when it would move by at least this much. */
const SESSION_TOUCH_MS = 60_000;

import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import type { Authenticated } from '../../plugins/auth.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { destroyAccountSessions } from '../identity/index.ts';
import { accountOfLogin, recordLogin, userById } from '../users/index.ts';
import {
  deleteExpiredLoginAttempts,
  findLiveSession,
  insertLoginAttempt,
  insertSession,
  isSessionOfBlockedUser,
  liveSessionsOfUser,
  revokeOtherSessions,
  revokeSession,
  revokeSessionOfUser,
  takeLoginAttempt,
  touchSession,
} from './auth.repository.ts';
import { type OidcClient, randomCodeVerifier, randomNonce, randomState } from './oidc-client.ts';

export type { Authenticated };

const LOGIN_ATTEMPT_SECONDS = 15 * 60;

export type AuthDeps = { db: Kysely<DB>; clock: Clock; config: Config; oidc: OidcClient };
/** A live session; `extended` when this call moved its end (the session cookie is then renewed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The issuer key stored with users: the embedded service is 'embedded' whatever its URL. */
export function issuerKey(config: Config): string {
  return config.oidc.embedded ? 'embedded' : config.oidc.issuer;
}

/**
 * Only paths of the portal's own origin may be returned to after login (no open redirect): the path as
 * the URL parser normalises it, '/' for anything else.
 */
export function safeReturnPath(path: unknown, publicUrl: string): string {
  return sameOriginPath(path, publicUrl) ?? '/';
}

export async function startLogin(deps: AuthDeps, returnPath: unknown): Promise<URL> {
  const now = deps.clock.now();
  await deleteExpiredLoginAttempts(deps.db, now);
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomCodeVerifier();
  const path = safeReturnPath(returnPath, deps.config.publicUrl);
  await insertLoginAttempt(deps.db, {
    state,
    nonce,
    code_verifier: codeVerifier,
    return_path: path,
    expires_at: new Date(now.getTime() + LOGIN_ATTEMPT_SECONDS * 1000),
  });
  // A sign-in from an English page asks the login service for English pages (issue 51).
  const { locale } = splitLocale(path);
  return deps.oidc.authorizationUrl({
    state,
    nonce,
    codeVerifier,
    uiLocales: locale === 'pl' ? undefined : locale,
  });
}

export class LoginFailed extends Error {}
/** The login succeeded at the issuer, but the portal's account is blocked. */
export class AccountBlocked extends LoginFailed {}

/** Where a login came from, as the account panel's list of sessions shows it. */
export type LoginClient = { userAgent: string | null; address: string | null };

/** Finishes the authorization-code flow: user upserted, session created. */
export async function completeLogin(deps: AuthDeps, callbackUrl: URL, client?: LoginClient) {
  const state = callbackUrl.searchParams.get('state');
  if (!state) throw new LoginFailed('missing state');
  const attempt = await takeLoginAttempt(deps.db, state);
  const now = deps.clock.now();
  if (!attempt || new Date(attempt.expires_at) < now) throw new LoginFailed('unknown or expired state');
  if (callbackUrl.searchParams.has('error'))
    throw new LoginFailed(callbackUrl.searchParams.get('error') ?? 'error');
  const claims = await deps.oidc.exchange(callbackUrl, {
    state,
    nonce: attempt.nonce,
    codeVerifier: attempt.code_verifier,
  });
  const issuer = issuerKey(deps.config);
  const profile = {
    email: String(claims.email ?? ''),
    forename: String(claims.given_name ?? ''),
    surname: String(claims.family_name ?? ''),
  };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000);
  // The user (made at the first login), its profile as the issuer gives it and the session commit
  // together, each with its event (decision 0046); a blocked account gets none of it.
  const blocked = await deps.db.transaction().execute(async (trx) => {
    const user = await accountOfLogin(trx, {
      issuer,
      subject: claims.sub,
      preferredName: String(claims.preferred_username ?? claims.sub),
      profile,
      at: now,
    });
    if (!user) throw new LoginFailed('user could not be created');
    if (user.blocked) return true;
    await recordLogin(trx, user, profile, now);
    const session = await insertSession(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: now,
      expires_at: expiresAt,
      user_agent: client?.userAgent?.slice(0, 300) ?? null,
      address: client?.address ?? null,
    });
    await recordEvent(trx, {
      type: 'session.started',
      object: { kind: 'user', id: user.id },
      actor: userActor(user.id),
      at: now,
      payload: { session_id: session.id },
    });
    return false;
  });
  if (blocked) throw new AccountBlocked('account blocked');
  return { token, expiresAt, returnPath: attempt.return_path };
}

/** Resolves a token to its live session and extends the session to 30 minutes from now. */
export async function authenticate(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: string,
): Promise<Authenticated | null> {
  const now = deps.clock.now();
  const hash = hashToken(token);
  const session = await findLiveSession(deps.db, hash, now);
  if (!session) return null;
  const extended = new Date(now.getTime() + SESSION_SECONDS * 1000);
  // Sliding expiry without a write on every request: extend once the end moved by more than a minute.
  if (extended.getTime() - new Date(session.expires_at).getTime() < SESSION_TOUCH_MS) {
    return { userId: session.user_id, sessionId: session.id, expiresAt: new Date(session.expires_at) };
  }
  const touched = await touchSession(deps.db, hash, now, extended);
  if (!touched) return null;
  return {
    userId: touched.user_id,
    sessionId: touched.id,
    expiresAt: new Date(touched.expires_at),
    extended: true,
  };
}

/**
 * Why a token that names no live session is refused, when the user must be told: 'blocked' when its
 * account is blocked (issue 30 item 12). Asked only after a refusal, never on the signed-in path.
 */
export async function sessionRefusal(deps: Pick<AuthDeps, 'db'>, token: string): Promise<'blocked' | null> {
  return (await isSessionOfBlockedUser(deps.db, hashToken(token))) ? 'blocked' : null;
}

/** A user's live sessions (the account panel). */
export function sessionsOfUser(deps: Pick<AuthDeps, 'db' | 'clock'>, userId: number) {
  return liveSessionsOfUser(deps.db, userId, deps.clock.now());
}

/** Ends one of the user's own sessions from the account panel (the event log records it). */
export async function endSessionOfUser(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  userId: number,
  sessionId: number,
) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const ended = await revokeSessionOfUser(trx, userId, sessionId, now);
    if (ended === undefined) return false;
    await recordEvent(trx, {
      type: 'session.ended',
      object: { kind: 'user', id: userId },
      actor: userActor(userId),
      at: now,
      payload: { session_id: sessionId },
    });
    return true;
  });
}

/**
 * After a password change or reset: every portal session of the user but `keepId` ends, in the
 * caller's transaction (the caller records the change's event).
 */
export function endOtherSessions(trx: Transaction<DB>, userId: number, keepId: number | null, now: Date) {
  return revokeOtherSessions(trx, userId, keepId, now);
}

/** Revokes the portal session; with the embedded identity service also ends its login session. */
export async function logout(deps: AuthDeps, auth: Authenticated): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await revokeSession(trx, auth.sessionId, now);
    if (deps.config.oidc.embedded) {
      const user = await userById(trx, auth.userId);
      if (user) await destroyAccountSessions(trx, user.oidc_subject);
    }
    await recordEvent(trx, {
      type: 'session.ended',
      object: { kind: 'user', id: auth.userId },
      actor: userActor(auth.userId),
      at: now,
      payload: { session_id: auth.sessionId },
    });
  });
}
