// An SMTP server for bench-mail.ts, in a worker thread so that it keeps off the portal's event loop:
// 127.0.0.1, no authentication, STARTTLS offered with smtp-server's own certificate (as a relay would);
// it accepts every message and keeps only its Message-ID and when its final dot arrived (ms since the
// epoch, comparable across threads); its report also gives its thread's processor time (ms).
import { parentPort } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

export type SinkReport = { ids: string[]; times: number[]; cpuMs: number };

const ids: string[] = [];
const times: number[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH'],
  size: 10 * 1024 * 1024,
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1');
      ids.push(/^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? '');
      times.push(performance.timeOrigin + performance.now());
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  parentPort?.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
});

parentPort?.on('message', (message: 'count' | 'report' | 'close') => {
  if (message === 'count') parentPort?.postMessage({ count: ids.length });
  else if (message === 'report') {
    const cpu = process.threadCpuUsage();
    parentPort?.postMessage({ ids, times, cpuMs: (cpu.user + cpu.system) / 1000 } satisfies SinkReport);
  } else server.close(() => parentPort?.close());
});
