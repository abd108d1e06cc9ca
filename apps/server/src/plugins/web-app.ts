import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from './errors.ts';

/** Hashed build assets never change under their name: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself is asked for anew on every visit, so a new build is seen at once. */
export const PAGE_CACHE = 'no-cache';
/** Other public files (favicon): an hour. */
const OTHER_FILES = 'public, max-age=3600';

/**
 * Serves the built web app: files of the build (their .br/.gz made at build time are sent to browsers
 * that take them), index.html for every other address outside /api and /konto.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  if (!webDist || !indexHtml || !fs.existsSync(indexHtml)) {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const relative = path.relative(webDist, file).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : OTHER_FILES);
    },
  });
  const html = fs.readFileSync(indexHtml);
  const sendPage = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).send(html);
  app.get('/', (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/konto')) {
      return sendNotFound(reply);
    }
    if (request.url.startsWith('/assets/')) return sendNotFound(reply);
    return sendPage(reply);
  });
}
