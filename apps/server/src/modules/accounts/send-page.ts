import type { FastifyReply } from 'fastify';

/** Sends a server-rendered /konto page (HTML, never cached). */
export function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
