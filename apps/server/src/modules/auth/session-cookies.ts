import {
  AUTH_DATA_COOKIE,
  AUTH_TOKEN_COOKIE,
  LOGIN_CONTEXT_COOKIE,
  SESSION_SECONDS,
} from '@bk/contracts/common/limits';
import type { FastifyReply } from 'fastify';

/**
 * The portal's cookies (decision 0015). `auth_token` (the session token) is HttpOnly: the page never
 * sees it, the browser sends it. `auth_data` (the expiry, shared by the tabs) and `login_context` (the
 * path to return to) carry no secret and stay readable by the web client. Secure under https.
 */
export type CookieSecurity = { secure: boolean };

/** The cookies outlive the session's 30 minutes; the server's session row says whether it still counts. */
const SESSION_COOKIE_SECONDS = SESSION_SECONDS * 2;

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  { secure }: CookieSecurity,
) {
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_COOKIE_SECONDS };
  reply.setCookie(AUTH_TOKEN_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(AUTH_DATA_COOKIE, JSON.stringify({ expires_at: expiresAt.toISOString() }), base);
}

export function clearSessionCookies(reply: FastifyReply, { secure }: CookieSecurity) {
  reply.clearCookie(AUTH_TOKEN_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
  reply.clearCookie(AUTH_DATA_COOKIE, { path: '/', sameSite: 'lax', secure });
}

export function setLoginContextCookie(reply: FastifyReply, returnPath: string, { secure }: CookieSecurity) {
  reply.setCookie(
    LOGIN_CONTEXT_COOKIE,
    Buffer.from(JSON.stringify({ path: returnPath })).toString('base64url'),
    { path: '/', sameSite: 'lax', secure, maxAge: 300 },
  );
}

export function cookieSecurity(publicUrl: string): CookieSecurity {
  return { secure: publicUrl.startsWith('https:') };
}
