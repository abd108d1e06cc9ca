import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../../plugins/errors.ts';
import {
  announcementsSitemap,
  pagesSitemap,
  robotsTxt,
  type SitemapDeps,
  sitemapIndex,
} from './sitemap.service.ts';

/** Search engines' files may be kept an hour; a new announcement waits at most that long. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** /robots.txt, /sitemap.xml and its sitemaps (docs/decisions/0034-server-rendering.md). */
export async function sitemapRoutes(app: FastifyInstance, deps: SitemapDeps): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(deps.origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemapIndex(deps)),
  );
  app.get('/sitemap-strony.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await pagesSitemap(deps)),
  );
  app.get<{ Params: { block: string } }>(
    '/sitemap-ogloszenia-:block.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const block = /^\d{1,6}$/.test(request.params.block) ? Number(request.params.block) : 0;
      const xml = await announcementsSitemap(deps, block);
      if (xml === null) return sendNotFound(reply);
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );
}
