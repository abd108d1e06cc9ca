// A load generator in its own thread (so the measured server does not share its event loop with
// the client): GETs `url` `count` times with `concurrency` requests in flight, returns the times.
import { parentPort, workerData } from 'node:worker_threads';

type Job = { url: string; headers: Record<string, string>; count: number; concurrency: number };

const job = workerData as Job;
const times: number[] = [];
let next = 0;
const started = performance.now();
const worker = async () => {
  for (;;) {
    const i = next++;
    if (i >= job.count) return;
    const t = performance.now();
    const response = await fetch(job.url, { headers: job.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${job.url}: ${response.status}`);
    times.push(performance.now() - t);
  }
};
await Promise.all(Array.from({ length: job.concurrency }, worker));
parentPort?.postMessage({ times, seconds: (performance.now() - started) / 1000 });
