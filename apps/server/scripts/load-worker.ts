// A load generator in its own thread (so the measured server does not share its event loop with
// the client): sends the requests with `concurrency` in flight, returns each one's time by index.
// The first `warmup` requests are sent the same way but not timed: they warm this thread's HTTP
// client (its compiled code, its kept-alive connections) as well as the server.
// Plain node:http with kept-alive connections: the generator shares the machine's cores with the
// server, and fetch cost it more than twice the processor time per request (1.5 ms against 0.6).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type LoadRequest = { url: string; method?: string; headers?: Record<string, string>; body?: string };
type Job = { requests: LoadRequest[]; concurrency: number; warmup?: number };

const job = workerData as Job;
const samples: { i: number; ms: number }[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });

/** One request; resolves with the status and the body as text. */
function send(request: LoadRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = http.request(
      request.url,
      {
        agent,
        method: request.method ?? 'GET',
        headers: { ...(request.headers ?? {}), ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(requests: LoadRequest[], timed: boolean) {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      const request = requests[i];
      if (!request) return;
      const t = performance.now();
      const { status, text } = await send(request);
      if (status < 200 || status > 299) throw new Error(`${request.url}: ${status} ${text.slice(0, 300)}`);
      if (timed) samples.push({ i, ms: performance.now() - t });
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
}

const warmup = job.warmup ?? 0;
await run(job.requests.slice(0, warmup), false);
const started = performance.now();
await run(job.requests.slice(warmup), true);
const seconds = (performance.now() - started) / 1000;
agent.destroy();
parentPort?.postMessage({ samples, seconds });
