import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { sendError } from '../../plugins/errors.ts';
import { databaseCheck, type Readiness } from './health.service.ts';

export const healthMessages = {
  databaseDown: 'Baza danych nie odpowiada.',
  notReady: 'Portal nie jest gotowy do obsługi ruchu.',
  stopping: 'Portal jest zatrzymywany. Spróbuj ponownie za chwilę.',
} as const;

/**
 * GET /api/health: the process answers and its database answers within a short time (503 otherwise).
 * GET /api/health/ready: for load balancers; also 503 while starting, migrating or stopping.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Kysely<DB>; kind: string; readiness: Readiness },
) {
  publicRoutes(app);
  const databaseAnswers = databaseCheck(opts.db);
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    if (!(await databaseAnswers())) {
      return sendError(reply.header('retry-after', '5'), 503, healthMessages.databaseDown);
    }
    return { status: 'OK', data: { database: opts.kind, phase: opts.readiness.phase } };
  });
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('retry-after', '5');
    if (opts.readiness.phase !== 'ready') return sendError(reply, 503, healthMessages.notReady);
    if (!(await databaseAnswers())) return sendError(reply, 503, healthMessages.databaseDown);
    reply.removeHeader('retry-after');
    return { status: 'OK', data: { phase: opts.readiness.phase } };
  });
}
