import { messages } from '@bk/contracts/common/messages';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, unauthorized } from '../lib/errors.ts';

/**
 * The caller a session token names (set on the request by the auth module's plugin). The route helpers
 * below (which need a session, which are public) sit here, under the modules, so that every module's
 * routes use them without importing the auth module (issue 46: no import loops).
 */
export type Authenticated = { userId: number; sessionId: number; expiresAt: Date; extended?: boolean };

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
