import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer every visitor gets alike: cacheable a minute, and 304 when the caller has the same bytes.
 * `private` for an answer that is one person's (a feed at a secret address): only their own client
 * keeps it, never a shared cache.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type = JSON_TYPE,
  maxAge = 60,
  scope: 'public' | 'private' = 'public',
) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `${scope}, max-age=${maxAge}`)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}
