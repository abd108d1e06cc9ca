// Resumable uploads (issue 50): the bytes a 25 MB offer attachment costs on the wire when its connection
// drops at half and it resumes, against an unbroken upload (target: under 10 % more), the time of each,
// and the process's peak memory meanwhile (uploads streamed, never held whole: target under 500 MB).
// Every stored file is read back and compared by SHA-256. Run: npm run bench:uploads [-- --runs 3]

import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { TUS_VERSION } from '@bk/contracts/files/resumable';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { login } from '../test/browserless-login.ts';
import { benchServer, medianSpread, startReport } from './bench-lib.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, megabytes: { type: 'string', default: '25' } },
});
const runs = Number(values.runs);
const size = Number(values.megabytes) * 1024 * 1024;
const report = startReport('uploads');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3199));
const { token } = await login(server.baseUrl, 'piotr.zielinski@bk.example', DEMO_PASSWORD);
const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const digest = createHash('sha256').update(bytes).digest('hex');

global.gc?.();
// The process holds the server and (on PGlite) the database: what the uploads add is the peak over this.
const baseRss = process.memoryUsage().rss;
let peakRss = baseRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

type Sent = { status: number; wire: number; headers: http.IncomingHttpHeaders };

/** One request; `cut`: the connection is destroyed after that many body bytes. Bytes on the wire counted. */
function request(method: string, path: string, headers: Record<string, string>, body?: Buffer, cut?: number) {
  return new Promise<Sent>((resolve) => {
    const req = http.request(`${server.baseUrl}${path}`, {
      method,
      agent: false,
      headers: { 'tus-resumable': TUS_VERSION, 'x-auth-token': token, ...headers },
    });
    let wire = 0;
    let sock: import('node:net').Socket | null = null;
    // The body's bytes handed to the connection (what the socket counted, when it still can tell).
    let at = 0;
    req.on('socket', (socket) => {
      sock = socket;
      socket.on('close', () => (wire = Math.max(wire, socket.bytesWritten)));
      socket.on('error', (error) => console.error(`${method} ${path}: ${error.message}`));
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        wire = Math.max(wire, sock?.bytesWritten ?? 0, at);
        resolve({ status: response.statusCode ?? 0, wire, headers: response.headers });
      });
    });
    // A refused or dropped request (the server answered early and closed): no answer, status 0.
    req.on('error', () =>
      setImmediate(() =>
        resolve({ status: 0, wire: Math.max(wire, sock?.bytesWritten ?? 0, at), headers: {} }),
      ),
    );
    if (!body) return req.end();
    const end = cut ?? body.length;
    const pump = () => {
      while (at < end) {
        const next = Math.min(end, at + 64 * 1024);
        const more = req.write(body.subarray(at, next));
        at = next;
        if (!more) return req.once('drain', pump);
      }
      if (cut === undefined) req.end();
      else setTimeout(() => req.destroy(), 100);
    };
    pump();
  });
}

async function create() {
  const made = await request('POST', '/api/uploads?context=offer', {
    'upload-length': String(bytes.length),
    'upload-metadata': `filename ${Buffer.from('kosztorys.pdf').toString('base64')}`,
  });
  if (made.status !== 201) throw new Error(`create: ${made.status}`);
  return { location: String(made.headers.location), wire: made.wire };
}

const patch = (location: string, offset: number, cut?: number) =>
  request(
    'PATCH',
    location,
    {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(bytes.length - offset),
    },
    bytes.subarray(offset),
    cut,
  );

async function check(location: string) {
  const answer = (await (
    await fetch(`${server.baseUrl}${location}`, { headers: { 'x-auth-token': token } })
  ).json()) as { data: { file: { id: number } } };
  const file = await fetch(`${server.baseUrl}/api/files/${answer.data.file.id}/download`, {
    headers: { 'x-auth-token': token },
  });
  const got = createHash('sha256')
    .update(Buffer.from(await file.arrayBuffer()))
    .digest('hex');
  if (got !== digest) throw new Error('the stored file differs from the one sent');
}

async function unbroken() {
  const started = performance.now();
  const { location, wire } = await create();
  const sent = await patch(location, 0);
  if (sent.status !== 204) throw new Error(`patch: ${sent.status}`);
  const seconds = (performance.now() - started) / 1000;
  await check(location);
  return { wire: wire + sent.wire, seconds };
}

async function resumed() {
  const started = performance.now();
  const { location, wire } = await create();
  const first = await patch(location, 0, Math.floor(bytes.length / 2));
  // As a tus client does: ask where the server stands and go on from there; a 409 (the dropped request
  // still being stored on the server) is asked again after a moment.
  let headWire = 0;
  let offset = 0;
  let rest: Sent;
  for (let attempt = 0; ; attempt++) {
    const head = await request('HEAD', location, {});
    headWire += head.wire;
    offset = Number(head.headers['upload-offset']);
    rest = await patch(location, offset);
    if (rest.status === 204) break;
    if ((rest.status !== 409 && rest.status !== 0) || attempt > 20) throw new Error(`resume: ${rest.status}`);
    headWire += rest.wire;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await check(location);
  return { wire: wire + first.wire + headWire + rest.wire, seconds, kept: offset, dropped: first.wire };
}

const rows: { kind: string; wire: number; seconds: number; kept?: number; dropped?: number }[] = [];
for (let i = 0; i < runs; i++) {
  rows.push({ kind: 'unbroken', ...(await unbroken()) });
  rows.push({ kind: 'resumed', ...(await resumed()) });
}
clearInterval(sampler);
const of = (kind: string) => rows.filter((r) => r.kind === kind);
const wire = (kind: string) => medianSpread(of(kind).map((r) => r.wire)).median;
const figures = {
  megabytes: size / 1024 / 1024,
  runs,
  unbrokenWireMb: Number((wire('unbroken') / 1024 / 1024).toFixed(2)),
  resumedWireMb: Number((wire('resumed') / 1024 / 1024).toFixed(2)),
  overheadPercent: Number(((wire('resumed') / wire('unbroken') - 1) * 100).toFixed(2)),
  unbrokenSeconds: Number(medianSpread(of('unbroken').map((r) => r.seconds)).median.toFixed(2)),
  resumedSeconds: Number(medianSpread(of('resumed').map((r) => r.seconds)).median.toFixed(2)),
  keptAtDropMb: of('resumed').map((r) => Number(((r.kept ?? 0) / 1024 / 1024).toFixed(2))),
  database: server.database.kind,
  baseRssMb: Math.round(baseRss / 1024 / 1024),
  peakRssMb: Math.round(peakRss / 1024 / 1024),
  addedRssMb: Math.round((peakRss - baseRss) / 1024 / 1024),
};
console.log(figures);
console.log(`written: ${report.write(figures)}`);
await server.cleanup();
process.exit(0);
