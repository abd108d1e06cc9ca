import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { enqueueJob, onJob } from '../jobs/index.ts';

/** The queue of the job that kills the process running it. */
export const PROCESS_KILLING_QUEUE = 'test.kills-its-process';
/** Its lease: a dead process's claim runs out two seconds later (the default is five minutes). */
export const PROCESS_KILLING_LEASE_MS = 2_000;

/**
 * Test-only (BK_TEST_CLOCK=1, never in production): a job whose handler kills its own process with
 * SIGKILL, as a crash in native code or the kernel's out-of-memory killer would (issue 46). POST
 * { key, max_attempts } queues one; each process that claims it dies in it, and after its last attempt
 * the next runner fails it instead of claiming it again (decision 0046).
 */
export async function testProcessKillingJobRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; clock: Clock },
): Promise<void> {
  onJob(
    PROCESS_KILLING_QUEUE,
    async () => {
      process.kill(process.pid, 'SIGKILL');
      // SIGKILL is not delivered synchronously on every platform: never return as if done.
      await new Promise(() => {});
    },
    { leaseMs: PROCESS_KILLING_LEASE_MS },
  );
  publicRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/process-killing-job',
    {
      schema: {
        hide: true,
        body: z.object({ key: z.string().min(1).max(100), max_attempts: z.number().int().min(1).max(10) }),
        response: { 200: okEnvelopeSchema(z.object({ queued: z.literal(true) })) },
      },
    },
    async (request) => {
      const now = deps.clock.now();
      await enqueueJob(
        deps.db,
        {
          queue: PROCESS_KILLING_QUEUE,
          key: request.body.key,
          runAt: now,
          maxAttempts: request.body.max_attempts,
        },
        now,
      );
      return { status: 'OK' as const, data: { queued: true as const } };
    },
  );
}
