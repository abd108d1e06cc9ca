import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_HEADER,
  CSRF_HEADER,
  SESSION_EXPIRES_HEADER,
} from '@bk/contracts/common/limits';
import { messages } from '@bk/contracts/common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Clock } from '../db/clock.ts';
import type { DB } from '../db/schema.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import {
  type Authenticated,
  authenticate,
  clearSessionCookies,
  cookieSecurity,
  sessionRefusal,
  setSessionCookies,
} from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
    /** Why the token was refused, when the user must be told (a blocked account). */
    authRefusal: 'blocked' | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (issue 44): every /api route needs a session unless it says 'public'
     * (anyone; a session, when there is one, may still change the answer).
     */
    access?: 'public';
  }
  interface FastifyInstance {
    /** Every route as registered (method, address, options), for the checks of the route table. */
    routeTable: RouteOptions[];
  }
}

/** A route's config that lets anyone call it (`config: PUBLIC`). */
export const PUBLIC = { access: 'public' } as const;

/** Marks every route registered in this plugin (a module whose calls are all public) as PUBLIC. */
export function publicRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...PUBLIC };
  });
}

/**
 * Whether a route needs a session: an /api route not marked public, by its config or by an empty
 * `security` in its API description (unknown addresses do not: they are 404).
 */
export function needsSession(route: {
  url?: string;
  config?: { access?: string };
  schema?: unknown;
}): boolean {
  if (route.url === undefined || !route.url.startsWith('/api/') || route.config?.access === 'public')
    return false;
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  return !(Array.isArray(security) && security.length === 0);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_REFUSED = 'Odrzucono żądanie bez nagłówka X-Requested-With (ochrona przed CSRF).';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/**
 * Authenticates every API call (decision 0015): by the X-Auth-Token header (API clients), else by the
 * HttpOnly `auth_token` cookie (the browser). A state-changing call authenticated by the cookie alone
 * must also carry X-Requested-With, which a cross-site form cannot send (and a cross-site script cannot
 * either without a CORS preflight that is never allowed), so a forged request is refused. A valid token
 * extends the session; the new expiry goes back in a header, and a cookie session's cookies are renewed.
 * A cookie whose session is over is cleared.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Kysely<DB>; clock: Clock; config: Pick<Config, 'publicUrl'> },
  ) => {
    const security = cookieSecurity(options.config.publicUrl);
    app.decorateRequest('auth', null);
    app.decorateRequest('authRefusal', null);
    const routeTable: RouteOptions[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      routeTable.push(route);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      await authenticateCall(request, reply);
      // Authentication comes first (issue 44): a call that needs a session is refused before its body
      // is read or checked; a route's permission checks that need no body follow (`permissionFirst`).
      if (!request.auth && needsSession(request.routeOptions)) requireAuth(request);
    });
    async function authenticateCall(request: FastifyRequest, reply: FastifyReply) {
      const headerToken = headerValue(request, AUTH_TOKEN_HEADER);
      const cookieToken = headerToken ? undefined : request.cookies[AUTH_TOKEN_COOKIE] || undefined;
      const token = headerToken ?? cookieToken;
      if (!token) return;
      if (cookieToken && !SAFE_METHODS.has(request.method) && !headerValue(request, CSRF_HEADER)) {
        throw forbidden(CSRF_REFUSED);
      }
      request.auth = await authenticate(options, token);
      if (request.auth) {
        reply.header(SESSION_EXPIRES_HEADER, request.auth.expiresAt.toISOString());
        if (cookieToken && request.auth.extended)
          setSessionCookies(reply, cookieToken, request.auth.expiresAt, security);
      } else {
        request.authRefusal = await sessionRefusal(options, token);
        if (cookieToken) clearSessionCookies(reply, security);
      }
    }
  },
);

export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) {
    if (request.authRefusal === 'blocked') throw new AppError(401, messages.accountBlocked);
    throw unauthorized();
  }
  return request.auth;
}

/**
 * A route's `onRequest` hook for the permission checks that need no body (issue 44): it runs after the
 * session's check and before the body is read and validated, so a user without the permission is told
 * 403, not what is wrong with the form. The service checks again with the object in hand.
 */
export function permissionFirst(check: (userId: number, request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest) => {
    await check(requireAuth(request).userId, request);
  };
}

/** A route's options with PUBLIC access (anyone may call it; see FastifyContextConfig.access). */
export function openToAll<T extends object>(options: T): T & { config: typeof PUBLIC } {
  return { ...options, config: { ...(options as { config?: object }).config, ...PUBLIC } };
}
