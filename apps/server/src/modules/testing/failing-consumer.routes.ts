import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { recordEvent, registerConsumer, systemActor } from '../events/index.ts';

/** The test consumer's name and the object kind of its events (nothing else records this kind). */
export const TEST_CONSUMER = 'test-failing';
const TEST_KIND = 'test_failure';

/** The test events' object ids that fail while they are here. */
const failing = new Set<number>();
let nextId = 1;

/**
 * Test-only (BK_TEST_CLOCK=1, never in production): a consumer of the log that fails on the events
 * this route records while they are armed, so a browser test can have an event parked (decision 0045)
 * and retry it. POST { fail: true } records a 'mark.cleared' event of a test object that fails;
 * POST { heal: id } lets that object's event succeed from now on.
 */
export async function testFailingConsumerRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; clock: Clock },
): Promise<void> {
  registerConsumer({
    name: TEST_CONSUMER,
    types: ['mark.cleared'],
    handle: async (_trx, event) => {
      if (event.object_kind === TEST_KIND && failing.has(Number(event.object_id)))
        throw new Error(`Awaria testowa konsumenta (obiekt ${event.object_id})`);
    },
  });
  publicRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/failing-consumer',
    {
      schema: {
        hide: true,
        body: z.object({ fail: z.boolean().optional(), heal: z.number().int().optional() }),
        response: { 200: okEnvelopeSchema(z.object({ object_id: z.number().nullable() })) },
      },
    },
    async (request) => {
      if (request.body.heal !== undefined) failing.delete(request.body.heal);
      if (!request.body.fail) return { status: 'OK' as const, data: { object_id: null } };
      const id = nextId++;
      failing.add(id);
      await deps.db.transaction().execute((trx) =>
        recordEvent(trx, {
          type: 'mark.cleared',
          object: { kind: TEST_KIND, id },
          actor: systemActor,
          at: deps.clock.now(),
        }),
      );
      return { status: 'OK' as const, data: { object_id: id } };
    },
  );
}
