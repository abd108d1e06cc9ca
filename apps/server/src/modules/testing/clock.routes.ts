import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import { publicRoutes } from '../../plugins/auth.ts';

const clockSchema = z.object({ now: z.string(), offset_seconds: z.number() });

/** Test-only: registered only when BK_TEST_CLOCK=1 and never in production (see config.ts). */
export async function testClockRoutes(app: FastifyInstance, deps: { clock: Clock }): Promise<void> {
  publicRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const present = () => ({
    status: 'OK' as const,
    data: { now: deps.clock.now().toISOString(), offset_seconds: Math.round(deps.clock.offsetMs / 1000) },
  });
  r.get(
    '/api/test/clock',
    { schema: { hide: true, response: { 200: okEnvelopeSchema(clockSchema) } } },
    async () => present(),
  );
  r.post(
    '/api/test/clock',
    {
      schema: {
        hide: true,
        body: z.object({ advance_seconds: z.number().optional(), reset: z.boolean().optional() }),
        response: { 200: okEnvelopeSchema(clockSchema) },
      },
    },
    async (request) => {
      if (request.body.reset) deps.clock.reset();
      if (request.body.advance_seconds) deps.clock.advance(request.body.advance_seconds * 1000);
      return present();
    },
  );
}
