import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fileExtension } from '@bk/contracts/files/file-name';
import { type Extracted, KINDS } from './extract.ts';

/** A document's reading is ended after this long ('timeout'). */
export const EXTRACTION_TIMEOUT_MS = 60_000;
/** The most heap a document's reader may use ('memory' when it needs more). */
export const EXTRACTION_HEAP_MB = 192;

export type Reading = Extracted & { maxRssKb?: number };

/**
 * Reads a document's text in a child process of its own (decision 0050): a file that would take too
 * long or too much memory (a zip bomb, a PDF built to loop) ends that process, never the server's,
 * and gives 'no text' with its reason. (A worker thread's heap limit does not hold for every
 * allocation: a string built past it aborted the whole process.) The child runs this folder's
 * extract-process.ts, whose types Node strips; the server's bundle points to the same file.
 */
export function extractInChild(
  bytes: Uint8Array,
  name: string,
  limits: { timeoutMs?: number; heapMb?: number } = {},
): Promise<Reading> {
  const kind = KINDS[fileExtension(name)];
  if (!kind) return Promise.resolve({ ok: false, reason: 'unsupported', detail: fileExtension(name) });
  const timeoutMs = limits.timeoutMs ?? EXTRACTION_TIMEOUT_MS;
  const heapMb = limits.heapMb ?? EXTRACTION_HEAP_MB;
  return new Promise((resolve) => {
    let settled = false;
    let stderr = '';
    const child = fork(fileURLToPath(new URL('./extract-process.ts', import.meta.url)), [], {
      execArgv: [
        `--max-old-space-size=${heapMb}`,
        '--max-semi-space-size=16',
        '--disable-warning=ExperimentalWarning',
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { NODE_OPTIONS: '' },
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const done = (result: Reading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(
      () => done({ ok: false, reason: 'timeout', detail: `not read within ${timeoutMs} ms` }),
      timeoutMs,
    );
    child.on('message', (message: { result: Extracted; maxRssKb: number }) =>
      done({ ...message.result, maxRssKb: message.maxRssKb }),
    );
    child.on('error', (error) => done({ ok: false, reason: 'broken', detail: error.message.slice(0, 500) }));
    child.on('exit', (code, signal) => {
      const outOfMemory = /heap out of memory|Allocation failed|OutOfMemory/i.test(stderr);
      done(
        outOfMemory
          ? { ok: false, reason: 'memory', detail: `needed more than ${heapMb} MB` }
          : {
              ok: false,
              reason: 'broken',
              detail: `the reader ended (${signal ?? code}): ${stderr.slice(-300)}`,
            },
      );
    });
    child.send({ bytes, kind });
  });
}
