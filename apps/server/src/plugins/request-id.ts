import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an incoming X-Request-Id may be to be kept (a proxy's or a client's id); else one is made. */
const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Every request has an id (decision 0035): the incoming `X-Request-Id` when it is a plain token of at
 * most 128 characters (a load balancer's or a caller's), else a new UUID. Each log line of the request
 * carries it (`request_id`), and every answer returns it in `X-Request-Id`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
