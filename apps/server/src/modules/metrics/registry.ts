import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What /metrics tells a hosting team (decision 0035), in the Prometheus text format: requests by
 * route and their latency, the database pools, the job queue and the event log's backlog, and the
 * process's own (CPU, memory, event-loop delay). One registry per process; with several workers the
 * answer adds up every worker's (cluster-metrics.ts).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'bk_' });

export const requests = new Counter({
  name: 'bk_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const latency = new Histogram({
  name: 'bk_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Gauges each process measures (summed over workers): its own database connections. */
export const poolConnections = new Gauge({
  name: 'bk_db_pool_connections',
  help: 'Database connections of this process, by pool and state (total, idle, waiting requests).',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
});

/** Gauges of the database itself (the same from every worker: the largest is kept, not the sum). */
export const queueJobs = new Gauge({
  name: 'bk_job_queue_jobs',
  help: 'Jobs of the queue in the database, by queue and state (waiting, running, failed).',
  labelNames: ['queue', 'state'] as const,
  aggregator: 'max',
  registers: [registry],
});

export const logBehind = new Gauge({
  name: 'bk_event_log_consumer_backlog',
  help: 'Sealed events of the log a consumer has yet to handle.',
  labelNames: ['consumer'] as const,
  aggregator: 'max',
  registers: [registry],
});

export const deadLetters = new Gauge({
  name: 'bk_consumer_dead_letters',
  help: 'Events a consumer of the log parked after its attempts and nobody has retried with success yet.',
  labelNames: ['consumer'] as const,
  aggregator: 'max',
  registers: [registry],
});

export const logRejected = new Gauge({
  name: 'bk_event_log_rejected',
  help: 'Events the sealer left out of the log because their MAC does not hold (rows not written by the portal).',
  aggregator: 'max',
  registers: [registry],
});

export const logUnsealed = new Gauge({
  name: 'bk_event_log_unsealed',
  help: 'Events committed but not yet sealed into the chain.',
  aggregator: 'max',
  registers: [registry],
});

export const changeNotifications = new Gauge({
  name: 'bk_change_notifications_heard',
  help: 'Changes heard from the database (PostgreSQL NOTIFY) by this process.',
  registers: [registry],
});

export const changeListening = new Gauge({
  name: 'bk_change_listener_up',
  help: 'Processes listening to the database for changes (PostgreSQL): 1 per process that listens.',
  registers: [registry],
});

let collector: (() => Promise<void>) | null = null;

/** What brings the gauges up to date before they are read (set by the metrics routes). */
export function setCollector(collect: (() => Promise<void>) | null): void {
  collector = collect;
}

/** Brings the gauges up to date; a failure (the database down) leaves their last values. */
export async function collectGauges(): Promise<void> {
  await collector?.().catch(() => {});
}
