import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';

type metric = MetricObjectWithValues<MetricValue<string>>;

import { collectGauges, registry } from './registry.ts';

/**
 * With several workers (BK_WORKERS), a scrape reaches one of them: that worker asks the primary, which
 * asks every worker for its figures (as JSON) and hands them back; the worker adds them up (counters
 * and histograms summed, gauges of the database taking the largest). The messages are plain objects
 * tagged `bk:metrics`; the primary's side is in cluster.ts.
 */
type MetricsMessage =
  | { type: 'bk:metrics:gather'; id: string }
  | { type: 'bk:metrics:part'; id: string; part: metric[] }
  | { type: 'bk:metrics:parts'; id: string; parts: metric[][] };

const waiting = new Map<string, (parts: metric[][]) => void>();
let answering = false;

/** In a worker: answers the primary's requests for this worker's figures. */
export function answerMetricsRequests(): void {
  if (!cluster.isWorker || answering) return;
  answering = true;
  process.on('message', (message: MetricsMessage) => {
    if (message?.type === 'bk:metrics:gather') {
      void collectGauges()
        .then(() => registry.getMetricsAsJSON())
        .then((part) => process.send?.({ type: 'bk:metrics:part', id: message.id, part }));
    } else if (message?.type === 'bk:metrics:parts') {
      waiting.get(message.id)?.(message.parts);
      waiting.delete(message.id);
    }
  });
}

/** The text of /metrics: this process's figures, or every worker's added up. */
export async function metricsText(collect: () => Promise<void>): Promise<string> {
  if (!cluster.isWorker || !process.send) {
    await collect().catch(() => {});
    return registry.metrics();
  }
  answerMetricsRequests();
  const id = randomUUID();
  const parts = await new Promise<metric[][] | null>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, 5_000);
    waiting.set(id, (received) => {
      clearTimeout(timer);
      resolve(received);
    });
    process.send?.({ type: 'bk:metrics:request', id });
  });
  if (!parts || parts.length === 0) {
    await collect().catch(() => {});
    return registry.metrics();
  }
  return AggregatorRegistry.aggregate(parts).metrics();
}

export const metricsContentType = registry.contentType;
