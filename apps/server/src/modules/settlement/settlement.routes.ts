import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import { settlementInputSchema, settlementViewSchema } from '@bk/contracts/settlement/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KeptAnswer, sendKept } from '../../lib/kept-answer.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import './file-access.ts';
import {
  publicSettlement,
  resolveAnnouncement,
  type SettlementDeps,
  settlementOf,
} from './settlement.service.ts';

const tags = ['settlement'];
const resolved = okEnvelopeSchema(
  z.object({ advertisement: z.object({ id: z.number() }), resolved_at: z.string() }),
);

/** The settlement calls of spec 2 section 7. */
export async function settlementRoutes(app: FastifyInstance, deps: SettlementDeps): Promise<void> {
  // A deadline that passed closes the announcement before any settlement call is answered.
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/announcements/:id/settlement',
    openToAll(
      okRoute(
        tags,
        'The settlement (public once resolved; the editor data while closed)',
        settlementViewSchema,
        { params: idParams },
      ),
    ),
    // Anonymous visitors get the answer kept for a second (the same for all of them). Both answers go as
    // bytes: a settlement of hundreds of offers checked field by field against its schema on every
    // request cost more than building it (the API tests check every answer against the contract).
    async (request, reply) =>
      sendKept(
        request,
        reply,
        request.auth
          ? new KeptAnswer(
              Buffer.from(
                JSON.stringify({
                  status: 'OK',
                  data: await settlementOf(deps, request.auth.userId, request.params.id),
                }),
              ),
            )
          : await publicSettlement(deps, request.params.id),
      ),
  );
  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'change'],
  ] as const) {
    r[method](
      '/api/announcements/:id/resolve',
      {
        schema: {
          tags,
          summary: mode === 'create' ? 'Settles a closed announcement' : 'Changes the settlement',
          params: idParams,
          body: settlementInputSchema,
          response: { 200: resolved },
        },
      },
      async (request) =>
        ok(
          await resolveAnnouncement(deps, requireAuth(request).userId, request.params.id, request.body, mode),
        ),
    );
  }
}
