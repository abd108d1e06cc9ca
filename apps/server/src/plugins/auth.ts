import { AUTH_TOKEN_HEADER, SESSION_EXPIRES_HEADER } from '@bk/contracts/common/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../db/clock.ts';
import type { DB } from '../db/schema.ts';
import { type Authenticated, authenticate } from '../modules/auth/auth.service.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/**
 * Authenticates every API call by its X-Auth-Token header (never by cookie, so a forged cross-site
 * request carries no credentials). A valid token extends the session; the new expiry goes back in a header.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Kysely<DB>; clock: Clock }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers[AUTH_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return;
    request.auth = await authenticate(options, token);
    if (request.auth) reply.header(SESSION_EXPIRES_HEADER, request.auth.expiresAt.toISOString());
  });
});

export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
