import type { FastifyInstance } from 'fastify';
import { publicRoutes } from '../../plugins/auth.ts';
import { apiDocsPage, docsStylesheet, type OpenApiDocument } from './api-docs.view.ts';

/** /api/docs/ui/: the OpenAPI description as a page to read (decision 0036); /api/docs stays the JSON. */
export async function apiDocsRoutes(app: FastifyInstance, opts: { origin: string; document: () => unknown }) {
  publicRoutes(app);
  let page: string | null = null;
  app.get('/api/docs/ui', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/api/docs/ui/', 301),
  );
  app.get('/api/docs/ui/', { schema: { hide: true } }, async (_request, reply) => {
    page ??= apiDocsPage(opts.document() as OpenApiDocument, opts.origin);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(page);
  });
  app.get('/api/docs/ui/docs.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(docsStylesheet),
  );
}
