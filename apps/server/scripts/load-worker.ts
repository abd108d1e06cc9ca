// A load generator in its own thread (so the measured server does not share its event loop with
// the client): sends the requests with `concurrency` in flight, returns each one's time by index.
// The first `warmup` requests are sent the same way but not timed: they warm this thread's HTTP
// client (its compiled code, its kept-alive connections) as well as the server.
import { parentPort, workerData } from 'node:worker_threads';

export type LoadRequest = { url: string; method?: string; headers?: Record<string, string>; body?: string };
type Job = { requests: LoadRequest[]; concurrency: number; warmup?: number };

const job = workerData as Job;
const samples: { i: number; ms: number }[] = [];

async function run(requests: LoadRequest[], timed: boolean) {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      const request = requests[i];
      if (!request) return;
      const t = performance.now();
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: request.headers ?? {},
        body: request.body,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${request.url}: ${response.status} ${text.slice(0, 300)}`);
      if (timed) samples.push({ i, ms: performance.now() - t });
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
}

const warmup = job.warmup ?? 0;
await run(job.requests.slice(0, warmup), false);
const started = performance.now();
await run(job.requests.slice(warmup), true);
parentPort?.postMessage({ samples, seconds: (performance.now() - started) / 1000 });
