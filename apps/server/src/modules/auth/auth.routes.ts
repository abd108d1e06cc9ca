import { logoutResultSchema, sessionSchema } from '@bk/contracts/auth/session';
import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import {
  AUTH_DATA_COOKIE,
  AUTH_TOKEN_COOKIE,
  LOGIN_CONTEXT_COOKIE,
  LOGIN_ERROR_PATH,
  SESSION_SECONDS,
} from '@bk/contracts/common/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { type AuthDeps, completeLogin, logout, startLogin } from './auth.service.ts';
import { currentSessionUser } from './session-user.service.ts';

export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = deps.config.publicUrl.startsWith('https:');

  r.get(
    '/api/authentication/login-redirect',
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts the OpenID Connect login; remembers the path to return to',
        querystring: z.object({ path: z.string().max(2000).optional() }),
      },
    },
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
    { schema: { tags: ['auth'], summary: 'OpenID Connect redirect URI', hide: false } },
    async (request, reply) => {
      try {
        const url = new URL(request.url, deps.config.publicUrl);
        const { token, expiresAt, returnPath } = await completeLogin(deps, url);
        const cookie = { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_SECONDS * 2 };
        reply.setCookie(AUTH_TOKEN_COOKIE, token, cookie);
        reply.setCookie(AUTH_DATA_COOKIE, JSON.stringify({ expires_at: expiresAt.toISOString() }), cookie);
        reply.setCookie(
          LOGIN_CONTEXT_COOKIE,
          Buffer.from(JSON.stringify({ path: returnPath })).toString('base64url'),
          {
            path: '/',
            sameSite: 'lax',
            secure,
            maxAge: 300,
          },
        );
        return reply.redirect('/logowanie', 302);
      } catch (error) {
        request.log.info({ err: error }, 'login failed');
        return reply.redirect(LOGIN_ERROR_PATH, 302);
      }
    },
  );

  r.post(
    '/api/authentication/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the current session',
        response: { 200: okEnvelopeSchema(logoutResultSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await logout(deps, auth);
      return { status: 'OK' as const, data: { logged_out: true } };
    },
  );

  r.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; also extends the session',
        response: { 200: okEnvelopeSchema(sessionSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const user = await currentSessionUser(deps.db, auth.userId);
      return { status: 'OK' as const, data: { user, expires_at: auth.expiresAt.toISOString() } };
    },
  );
}
