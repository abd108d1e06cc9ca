import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import { attachmentTextsSchema } from '@bk/contracts/search/attachment-texts';
import { searchQuerySchema, searchResultSchema } from '@bk/contracts/search/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { ok } from '../../lib/ok-route.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { attachmentTexts } from './attachment-reading.ts';
import { searchAnnouncements } from './search.service.ts';

/** The public announcement search (spec 1 section 7, 'announcement search'). */
export async function searchRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; searchDb: Kysely<DB> | null; clock: Clock },
): Promise<void> {
  publicRoutes(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search/announcements',
    {
      schema: {
        tags: ['search'],
        summary: 'Searches announcements (Polish inflection, diacritics folded; only what anyone may see)',
        querystring: searchQuerySchema,
        response: { 200: okEnvelopeSchema(searchResultSchema) },
      },
    },
    async (request) => {
      const data = await searchAnnouncements(
        { db: deps.db, searchDb: deps.searchDb, now: () => deps.clock.now() },
        request.auth?.userId ?? null,
        request.query,
      );
      return ok(data);
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search/announcements/:id/attachments',
    {
      schema: {
        tags: ['search'],
        summary: "Whether each attachment of a public announcement's current version is searched, or why not",
        security: [],
        params: idParams,
        response: { 200: okEnvelopeSchema(attachmentTextsSchema) },
      },
    },
    async (request) => ok(await attachmentTexts(deps.db, request.params.id)),
  );
}
