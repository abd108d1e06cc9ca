import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { slipEventIn } from '../events/index.ts';

/**
 * Test-only (BK_TEST_CLOCK=1, never in production): what the review's attacker did with plain SQL
 * (issue 47), for a browser test whose portal's database no test can reach: a row of `events` written
 * without the portal's MAC, a read of offer content dated three days back. The sealer leaves it out.
 */
export async function testSlippedEventRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; clock: Clock },
): Promise<void> {
  publicRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/slipped-event',
    {
      schema: {
        hide: true,
        body: z.object({ announcement_id: z.number().int(), actor_id: z.number().int() }),
        response: { 200: okEnvelopeSchema(z.object({ event_id: z.number() })) },
      },
    },
    async (request) => {
      const at = new Date(deps.clock.now().getTime() - 3 * 86_400_000);
      const eventId = await slipEventIn(deps.db, {
        type: 'offer.content_read',
        object_kind: 'announcement',
        object_id: request.body.announcement_id,
        actor_kind: 'user',
        actor_id: request.body.actor_id,
        occurred_at: at,
        payload: { announcement_id: request.body.announcement_id, via: 'list' },
      });
      return { status: 'OK' as const, data: { event_id: eventId } };
    },
  );
}
