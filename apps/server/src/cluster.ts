import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { AuditKeyError, loadAuditKeys } from './modules/events/index.ts';
import { loadKeyService, MasterKeyError } from './modules/keys/index.ts';

/** How long stopping workers may take before they are killed. */
const STOP_GRACE_MS = 30_000;

/** A JSON log line as the workers' (pino's) lines are, for the primary's few words. */
function log(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 } as const;
  const line = JSON.stringify({
    level: levels[level],
    time: Date.now(),
    pid: process.pid,
    role: 'primary',
    msg,
    ...extra,
  });
  (level === 'info' ? console.log : console.error)(line);
}

/** The exit code of a process that cannot start for its configuration (sysexits' EX_CONFIG). */
export const CONFIGURATION_EXIT = 78;

/**
 * A wrong or missing master key or audit key: said plainly, and the start stops (decisions 0038, 0048);
 * else rethrown.
 */
export function stopOnKeyError(error: unknown): never {
  if (error instanceof MasterKeyError || error instanceof AuditKeyError) {
    console.error(`Baza Konkurencyjności cannot start: ${error.message}`);
    process.exit(CONFIGURATION_EXIT);
  }
  throw error;
}

/**
 * BK_WORKERS=N (decision 0035): this process only starts N workers on the one port (node:cluster;
 * the primary hands connections round), restarts one that dies (waiting longer after each early
 * death), relays the gathering of /metrics, and on SIGTERM or SIGINT stops them all. Each worker is a
 * whole server: migrations and data loading run once among them (an advisory lock), and the event log's
 * consumers and the job queue share the work through the database.
 */
export function runPrimary(config: Config): void {
  // The master key is read (or made) once, before any worker reads it (decision 0038).
  try {
    loadKeyService(config.masterKey);
    loadAuditKeys(config.auditKey);
  } catch (error) {
    stopOnKeyError(error);
  }
  let stopping = false;
  let earlyDeaths = 0;
  let announced = false;
  const startedAt = new Map<number, number>();

  // Each worker's heap limit, when asked (decision 0051).
  if (config.workerHeapMb !== null) {
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${config.workerHeapMb}`] });
  }
  const fork = () => {
    // The allocator's settings are read as a process starts: given to each worker's environment.
    const worker = cluster.fork(config.workerMallocEnv);
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message) => relayMetrics(worker, message));
  };

  cluster.on('listening', () => {
    const listening = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected()).length;
    if (announced || listening < config.workers) return;
    announced = true;
    console.log(
      `Baza Konkurencyjności: ${config.publicUrl} (database: postgres; ${config.workers} worker processes)`,
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that cannot start for its configuration (the master key) would fail again: stop.
    if (code === CONFIGURATION_EXIT) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(CONFIGURATION_EXIT);
    }
    earlyDeaths = lived < 10_000 ? earlyDeaths + 1 : 0;
    const delay = Math.min(30_000, 250 * 2 ** earlyDeaths);
    log('error', 'worker ended; starting another', {
      worker: worker.process.pid,
      code,
      signal,
      delay_ms: delay,
    });
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of workers) worker.process.kill('SIGKILL');
        process.exit(1);
      }, STOP_GRACE_MS).unref();
    });
  }

  for (let i = 0; i < config.workers; i++) fork();
}

type Message = { type?: string; id?: string; part?: unknown };

/** A worker asks for every worker's figures: each is asked, and the parts go back to the asker. */
function relayMetrics(asker: Worker, message: Message): void {
  if (message?.type !== 'bk:metrics:request' || typeof message.id !== 'string') return;
  const id = message.id;
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w?.isConnected()));
  const parts: unknown[] = [];
  let answered = false;
  const listeners = new Map<Worker, (m: Message) => void>();
  const answer = () => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    for (const [worker, listener] of listeners) worker.off('message', listener);
    if (asker.isConnected()) asker.send({ type: 'bk:metrics:parts', id, parts });
  };
  const timer = setTimeout(answer, 2_000);
  for (const worker of workers) {
    const listener = (m: Message) => {
      if (m?.type !== 'bk:metrics:part' || m.id !== id) return;
      parts.push(m.part);
      worker.off('message', listener);
      listeners.delete(worker);
      if (listeners.size === 0) answer();
    };
    listeners.set(worker, listener);
    worker.on('message', listener);
    worker.send({ type: 'bk:metrics:gather', id });
  }
  if (workers.length === 0) answer();
}
