import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_HEADER,
  CSRF_HEADER,
  SESSION_EXPIRES_HEADER,
} from '@bk/contracts/common/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { needsSession, requireAuth } from '../../plugins/auth.ts';
import { authenticate, sessionRefusal } from './auth.service.ts';
import { clearSessionCookies, cookieSecurity, setSessionCookies } from './session-cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_REFUSED = 'Odrzucono żądanie bez nagłówka X-Requested-With (ochrona przed CSRF).';

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
