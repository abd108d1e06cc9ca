import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_COOKIE, authenticate } from '../auth/index.ts';
import type { AccountDeps } from './links.ts';

/**
 * The account panel's pages are signed in with the portal's own session (the embedded service shares
 * its origin; decision 0033). Its forms carry a token derived from the session's cookie, which a page
 * of another site cannot read (the cookie is also SameSite=Lax), and a POST from another origin is
 * refused by its Origin header.
 */
export type PanelSession = { userId: number; sessionId: number; csrf: string };

const csrfOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`panel-csrf:${token}`).digest('base64url');

export async function panelSession(
  deps: AccountDeps,
  secret: string,
  request: FastifyRequest,
): Promise<PanelSession | null> {
  const token = request.cookies[AUTH_TOKEN_COOKIE];
  if (!token) return null;
  const auth = await authenticate(deps, token);
  if (!auth) return null;
  return { userId: auth.userId, sessionId: auth.sessionId, csrf: csrfOf(secret, token) };
}

/** A state-changing form's checks: same origin (when the browser says), and the session's form token. */
export function formAllowed(deps: AccountDeps, session: PanelSession, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== new URL(deps.publicUrl).origin) return false;
  const sent = (request.body as Record<string, unknown> | undefined)?.csrf;
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(session.csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Anonymous visitors of the panel sign in first and come back to the page they asked for. */
export function toLogin(reply: FastifyReply, path: string) {
  return reply.redirect(`/api/authentication/login-redirect?path=${encodeURIComponent(path)}`, 302);
}
