// Processor time a benchmark's requests cost (decision 0043): this process's (the server, the client
// thread, an SMTP sink) and its server thread's, and the benchmark's own database's PostgreSQL backends,
// not every process called postgres on the machine (other databases, other test runs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/** Clock ticks per second of /proc/<pid>/stat's times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's user and system time in ms (fields 14 and 15 of /proc/<pid>/stat), null when it is gone. */
function processTimes(pid: number): { total: number; system: number } | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const user = Number(fields[11] ?? 0);
    const system = Number(fields[12] ?? 0);
    return { total: ((user + system) * 1000) / TICKS, system: (system * 1000) / TICKS };
  } catch {
    return null;
  }
}

const isPostgresHere = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
};

/**
 * Samples the processor time of the current database's backends (pg_stat_activity where datname is the
 * database: the server's pools, parallel workers while they live) every `everyMs`: a backend first seen
 * at the start counts from there, one that starts later from its start, one that ends by its last
 * sample. Null when the database is not a PostgreSQL on this machine (its backends' pids are not this
 * machine's processes, e.g. in a container): the figure is then dropped, not guessed.
 */
async function ownBackends(db: Kysely<DB>, everyMs = 500) {
  const pidsNow = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(
        db,
      )
    ).rows.map((r) => Number(r.pid));
  if (!fs.existsSync('/proc/self/stat')) return { skipped: 'no /proc on this system' } as const;
  const mine = Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid);
  if (!isPostgresHere(mine)) return { skipped: 'PostgreSQL is not a process of this machine' } as const;
  const seen = new Map<
    number,
    { first: { total: number; system: number }; last: { total: number; system: number } }
  >();
  const sample = async (first: boolean) => {
    for (const pid of await pidsNow()) {
      const times = processTimes(pid);
      if (!times) continue;
      const known = seen.get(pid);
      if (known) known.last = times;
      else seen.set(pid, { first: first ? times : { total: 0, system: 0 }, last: times });
    }
    // Those no longer listed (ended, or between queries): their latest times while they live.
    for (const [pid, known] of seen) known.last = processTimes(pid) ?? known.last;
  };
  await sample(true);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false)).catch(() => {});
  }, everyMs);
  timer.unref();
  return {
    skipped: null,
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample(false);
      let total = 0;
      let system = 0;
      for (const { first, last } of seen.values()) {
        total += last.total - first.total;
        system += last.system - first.system;
      }
      return { total, system, backends: seen.size };
    },
  };
}

export type CpuUse = {
  /** This process (the server, the benchmark's client thread, an SMTP sink), ms per request. */
  nodeMsPerRequest: number;
  /** Of which in the kernel (system calls: sockets above all). */
  nodeSystemMs: number;
  /** The server's own thread (the process's main thread), ms per request. */
  serverThreadMsPerRequest: number;
  /** The benchmark database's PostgreSQL backends, ms per request (null: not measurable, see why). */
  postgresMsPerRequest: number | null;
  postgresSystemMs: number | null;
  postgresBackends: number | null;
  postgresSkipped?: string;
};

/**
 * Starts measuring the processor time of this process and, on a PostgreSQL on this machine, of the
 * benchmark database's own backends; the returned function stops and gives both per request.
 */
export async function cpuMeter(database: {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
}): Promise<(requests: number) => Promise<CpuUse>> {
  const backends = database.kind === 'postgres' ? await ownBackends(database.db) : null;
  const node = process.cpuUsage();
  const thread = process.threadCpuUsage();
  return async (requests) => {
    const used = process.cpuUsage(node);
    const threadUsed = process.threadCpuUsage(thread);
    const postgres = backends && backends.skipped === null ? await backends.stop() : null;
    const round = (ms: number) => Math.round((ms / requests) * 100) / 100;
    return {
      nodeMsPerRequest: round((used.user + used.system) / 1000),
      nodeSystemMs: round(used.system / 1000),
      serverThreadMsPerRequest: round((threadUsed.user + threadUsed.system) / 1000),
      postgresMsPerRequest: postgres ? round(postgres.total) : null,
      postgresSystemMs: postgres ? round(postgres.system) : null,
      postgresBackends: postgres ? postgres.backends : null,
      ...(backends?.skipped ? { postgresSkipped: backends.skipped } : {}),
      ...(database.kind === 'pglite' ? { postgresSkipped: 'PGlite runs in this process' } : {}),
    };
  };
}
