import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The open data may be read by a page of another site (issue 44 item 14): its GETs (the OCDS
 * endpoints, the public feeds, deadline.ics, the statistics and their CSV) answer with
 * `Access-Control-Allow-Origin: *` and a cross-origin resource policy, errors included. A route-level
 * onRequest hook, so it runs after the security headers of every answer (plugins/security.ts, which
 * keep `same-origin` for everything else) and replaces theirs. Never on the signed-in API: `*` lets no
 * browser send a session with the request, and nothing else of the API gets it.
 */
export async function openAccess(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag, Retry-After, Content-Disposition')
    .header('cross-origin-resource-policy', 'cross-origin');
}
