/** Metrics for the hosting team (decision 0035): GET /metrics and what the cluster's primary relays. */
export { answerMetricsRequests } from './cluster-metrics.ts';
export { metricsMessages, type PoolStats, registerMetrics } from './metrics.routes.ts';
