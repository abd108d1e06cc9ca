import { logoutResultSchema, sessionSchema } from '@bk/contracts/auth/session';
import { LOGIN_BLOCKED_PATH, LOGIN_ERROR_PATH } from '@bk/contracts/common/limits';
import { localizedPath, splitLocale } from '@bk/contracts/common/locale';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import { AccountBlocked, type AuthDeps, completeLogin, logout, startLogin } from './auth.service.ts';
import {
  clearSessionCookies,
  cookieSecurity,
  setLoginContextCookie,
  setSessionCookies,
} from './session-cookies.ts';
import { currentSessionUser } from './session-user.service.ts';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = cookieSecurity(deps.config.publicUrl);

  r.get(
    '/api/authentication/login-redirect',
    openToAll({
      schema: {
        tags,
        summary: 'Starts the OpenID Connect login; remembers the path to return to',
        querystring: z.object({ path: z.string().max(2000).optional() }),
      },
    }),
    async (request, reply) => {
      try {
        const url = await startLogin(deps, request.query.path ?? '/');
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.error({ err: error }, 'login redirect failed');
        return reply.redirect(LOGIN_ERROR_PATH, 302);
      }
    },
  );

  r.get(
    '/api/authentication/callback',
    openToAll({ schema: { tags, summary: 'OpenID Connect redirect URI', hide: false } }),
    async (request, reply) => {
      try {
        const url = new URL(request.url, deps.config.publicUrl);
        const { token, expiresAt, returnPath } = await completeLogin(deps, url, {
          userAgent: request.headers['user-agent'] ?? null,
          address: request.ip,
        });
        setSessionCookies(reply, token, expiresAt, security);
        setLoginContextCookie(reply, returnPath, security);
        // The success page in the language of the page the sign-in started on (issue 51).
        return reply.redirect(localizedPath('/logowanie', splitLocale(returnPath).locale), 302);
      } catch (error) {
        request.log.info({ err: error }, 'login failed');
        // A blocked account is told so (issue 30 item 12); every other failure says only that it failed.
        const blocked = error instanceof AccountBlocked;
        return reply.redirect(blocked ? LOGIN_BLOCKED_PATH : LOGIN_ERROR_PATH, 302);
      }
    },
  );

  r.post(
    '/api/authentication/logout',
    okRoute(tags, 'Revokes the current session', logoutResultSchema),
    async (request, reply) => {
      const auth = requireAuth(request);
      await logout(deps, auth);
      clearSessionCookies(reply, security);
      return ok({ logged_out: true });
    },
  );

  r.get(
    '/api/user',
    okRoute(tags, 'The signed-in user; also extends the session', sessionSchema),
    async (request) => {
      const auth = requireAuth(request);
      const user = await currentSessionUser(deps.db, auth.userId);
      return ok({ user, expires_at: auth.expiresAt.toISOString() });
    },
  );
}
