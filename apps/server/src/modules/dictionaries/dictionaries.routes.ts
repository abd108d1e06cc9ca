import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
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
import { findCpvCodes, findLocalities } from './dictionaries.service.ts';
import { formDictionaries, searchFilters } from './form-dictionaries.service.ts';

export async function dictionariesRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dictionaries',
    {
      schema: {
        tags: ['dictionaries'],
        summary: 'Form dictionaries (with the signed-in user own projects and contact persons)',
        response: { 200: okEnvelopeSchema(formDictionariesSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await formDictionaries(deps.db, request.auth?.userId ?? null),
    }),
  );

  r.get(
    '/api/dictionaries/search-filters',
    {
      schema: {
        tags: ['dictionaries'],
        summary: 'Dictionaries of the search filters',
        response: { 200: okEnvelopeSchema(searchFiltersSchema) },
      },
    },
    async () => ({ status: 'OK' as const, data: await searchFilters(deps.db) }),
  );

  r.get(
    '/api/dictionaries/cpv',
    {
      schema: {
        tags: ['dictionaries'],
        summary: 'CPV codes by code prefix or words of the Polish name',
        querystring: cpvSearchQuerySchema,
        response: { 200: okEnvelopeSchema(cpvSearchResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return {
        status: 'OK' as const,
        data: await findCpvCodes(deps.db, q.search_key, q.page, q.request_id ?? null),
      };
    },
  );

  r.get(
    '/api/dictionaries/teryt',
    {
      schema: {
        tags: ['dictionaries'],
        summary: 'TERYT localities by the start of their name',
        querystring: localitySearchQuerySchema,
        response: { 200: okEnvelopeSchema(localitySearchResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return {
        status: 'OK' as const,
        data: await findLocalities(deps.db, q.locality_search_key, q.page, q.request_id ?? null),
      };
    },
  );
}
