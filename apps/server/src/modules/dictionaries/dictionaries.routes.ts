import { formDictionariesSchema, searchFiltersSchema } from '@bk/contracts/dictionaries/form';
import {
  cpvSearchQuerySchema,
  cpvSearchResultSchema,
  localitySearchQuerySchema,
  localitySearchResultSchema,
} from '@bk/contracts/dictionaries/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { findCpvCodes, findLocalities } from './dictionaries.service.ts';
import { formDictionaries, searchFilters } from './form-dictionaries.service.ts';

const tags = ['dictionaries'];

export async function dictionariesRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): Promise<void> {
  publicRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dictionaries',
    okRoute(
      tags,
      'Form dictionaries (with the signed-in user own projects and contact persons)',
      formDictionariesSchema,
    ),
    async (request) => ok(await formDictionaries(deps.db, request.auth?.userId ?? null)),
  );

  r.get(
    '/api/dictionaries/search-filters',
    okRoute(tags, 'Dictionaries of the search filters', searchFiltersSchema),
    async () => ok(await searchFilters(deps.db)),
  );

  r.get(
    '/api/dictionaries/cpv',
    okRoute(tags, 'CPV codes by code prefix or words of the Polish name', cpvSearchResultSchema, {
      querystring: cpvSearchQuerySchema,
    }),
    async (request) => {
      const q = request.query;
      return ok(await findCpvCodes(deps.db, q.search_key, q.page, q.request_id ?? null));
    },
  );

  r.get(
    '/api/dictionaries/teryt',
    okRoute(tags, 'TERYT localities by the start of their name', localitySearchResultSchema, {
      querystring: localitySearchQuerySchema,
    }),
    async (request) => {
      const q = request.query;
      return ok(await findLocalities(deps.db, q.locality_search_key, q.page, q.request_id ?? null));
    },
  );
}
