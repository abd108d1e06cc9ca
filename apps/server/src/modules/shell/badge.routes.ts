import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { menuBadgesSchema } from '@bk/contracts/shell/badge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok } from '../../lib/ok-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { menuBadges } from './badge.service.ts';

export async function badgeRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/badge/menu',
    {
      schema: {
        tags: ['shell'],
        summary: 'Menu badge counts',
        response: { 200: okEnvelopeSchema(menuBadgesSchema) },
      },
    },
    async (request) => ok(await menuBadges(deps.db, requireAuth(request).userId)),
  );
}
