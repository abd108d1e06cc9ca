import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sendError, sendNotFound } from '../../plugins/errors.ts';
import { countRejections, logBacklog, parkedCounts } from '../events/index.ts';
import { queueDepth } from '../jobs/index.ts';
import { metricsContentType, metricsText } from './cluster-metrics.ts';
import {
  changeListening,
  changeNotifications,
  deadLetters,
  latency,
  logBehind,
  logRejected,
  logUnsealed,
  poolConnections,
  queueJobs,
  requests,
  setCollector,
} from './registry.ts';

export type PoolStats = { pool: string; total: number; idle: number; waiting: number };

export const metricsMessages = {
  unauthorized: 'Brak dostępu do metryk: podaj właściwy token (Authorization: Bearer).',
} as const;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (decision 0035), for the hosting team's Prometheus: only with `Authorization: Bearer
 * <BK_METRICS_TOKEN>` (401 otherwise); while no token is set it does not exist (404, as any unknown
 * address). Every answered request is counted by its route pattern (not its address: ids would make
 * a series each). Called on the root instance (not registered as a plugin) so that its hook sees every
 * route.
 */
export function registerMetrics(
  app: FastifyInstance,
  opts: {
    db: Kysely<DB>;
    token: string | null;
    pools: () => PoolStats[];
    changes: () => { listening: boolean; notifications: number } | null;
  },
) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  const collect = async () => {
    poolConnections.reset();
    for (const pool of opts.pools()) {
      poolConnections.set({ pool: pool.pool, state: 'total' }, pool.total);
      poolConnections.set({ pool: pool.pool, state: 'idle' }, pool.idle);
      poolConnections.set({ pool: pool.pool, state: 'waiting' }, pool.waiting);
    }
    const changes = opts.changes();
    changeListening.set(changes?.listening ? 1 : 0);
    changeNotifications.set(changes?.notifications ?? 0);
    const [depth, backlog, parked, rejected] = await Promise.all([
      queueDepth(opts.db),
      logBacklog(opts.db),
      parkedCounts(opts.db),
      countRejections(opts.db),
    ]);
    logRejected.set(rejected);
    queueJobs.reset();
    for (const row of depth) queueJobs.set({ queue: row.queue, state: row.state }, Number(row.count));
    logBehind.reset();
    for (const row of backlog.consumers) logBehind.set({ consumer: row.name }, Number(row.behind));
    logUnsealed.set(backlog.unsealed);
    deadLetters.reset();
    for (const row of backlog.consumers) deadLetters.set({ consumer: row.name }, 0);
    for (const row of parked) deadLetters.set({ consumer: row.consumer }, Number(row.count));
  };
  if (!opts.token) {
    // No token set: /metrics does not exist, said in the API's 404 envelope (not the web app's page).
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => sendNotFound(reply));
    return;
  }
  // For the gathering of the other workers' figures (one app per worker process).
  setCollector(collect);
  app.addHook('onClose', async () => setCollector(null));
  const expected = `Bearer ${opts.token}`;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(request.headers.authorization ?? '', expected)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, metricsMessages.unauthorized);
    }
    const text = await metricsText(collect);
    return reply.header('cache-control', 'no-store').type(metricsContentType).send(text);
  });
}
