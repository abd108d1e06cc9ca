import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type PostgresPool, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PGlitePool } from './pglite-pool.ts';
import type { DB } from './schema.ts';
import { GuardedKysely, GuardedPool } from './transaction-guard.ts';

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded engine, when the database is PGlite. */
  pglite?: PGlite;
  /**
   * PostgreSQL only: connections of their own whose sessions start with these settings (run-time
   * parameters), for statements planned under them without a transaction to set them in. One pool per
   * caller, closed with the database. Null on PGlite (one connection: settings go in a transaction).
   */
  withSettings: (settings: Record<string, string>) => Kysely<DB> | null;
  /**
   * For the process's background work (the event log's sealer and consumers, the job queue): on
   * PostgreSQL a pool of its own of two connections, so that it never takes one a request waits for;
   * on PGlite the one connection.
   */
  background: Kysely<DB>;
  /**
   * Runs `work` while no other process does the same (decision 0035): on PostgreSQL on one connection
   * holding a session advisory lock, so that of several processes started together on one database
   * exactly one migrates and loads the reference and demo data, and the others wait for it and then
   * find it done. On PGlite (one process's own) it just runs.
   */
  exclusively: <T>(work: (db: Kysely<DB>) => Promise<T>) => Promise<T>;
  /** The process's connections by pool, for /metrics (PostgreSQL; PGlite has its one connection). */
  pools: () => { pool: string; total: number; idle: number; waiting: number }[];
};

/** The advisory lock of the start-up work (migrations, reference and demo data) over all processes. */
const STARTUP_LOCK = 7_310_035;

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

// Same value shapes on both engines: bigint counts as numbers, numeric as strings, dates as yyyy-MM-dd.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

/** Marks a statement worth keeping prepared on each connection (see `prepareMarked`). */
export const PREPARED = sql.raw('/* prepared */ ');
const PREPARED_TEXT = '/* prepared */';
/** Statements prepared per connection at most; beyond it, marked statements are sent as usual. */
const MAX_PREPARED = 200;

/**
 * Statements of the hot paths (a session's check, an offer's read and write) carry the `PREPARED`
 * mark: each connection parses and plans them once and then only binds and runs them. Planning was
 * most of their cost in PostgreSQL (a third of a millisecond to a millisecond each). The search marks
 * its page statements too, on connections that plan every execution afresh (plan_cache_mode): it saves
 * the parsing, not the planning. Everything else is parsed and planned every time.
 */
function prepareMarked(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !text.includes(PREPARED_TEXT) || args.length > 2) return query(...args);
    let name = names.get(text);
    if (!name) {
      if (names.size >= MAX_PREPARED) return query(...args);
      name = `bk_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return query({ name, text, values });
  };
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  /** PostgreSQL only: connections at most (default 10). */
  poolSize?: number;
  dataDir?: string;
  /** PGlite only: start from this dump of a data directory (tests use a migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const max = options.poolSize ?? 10;
    const named: { pool: string; of: pg.Pool }[] = [];
    const db = postgresPool(url, max, undefined, true, (of) => named.push({ pool: 'requests', of }));
    const background = postgresPool(url, 2, undefined, true, (of) => named.push({ pool: 'background', of }));
    const others: Kysely<DB>[] = [background];
    return {
      db,
      background,
      kind: 'postgres',
      pools: () =>
        named.map(({ pool, of }) => ({
          pool,
          total: of.totalCount,
          idle: of.idleCount,
          waiting: of.waitingCount,
        })),
      exclusively: (work) =>
        db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
          try {
            return await work(connection);
          } finally {
            await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
          }
        }),
      withSettings: (settings) => {
        const startup = Object.entries(settings)
          .map(([name, value]) => `-c ${name}=${value}`)
          .join(' ');
        const pool = postgresPool(url, max, startup, false, (of) => named.push({ pool: 'search', of }));
        others.push(pool);
        return pool;
      },
      close: async () => {
        await Promise.all([db, ...others].map((pool) => pool.destroy()));
      },
    };
  }
  const dataDir = options.dataDir;
  if (dataDir && dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? 'memory://', {
    loadDataDir: options.loadDataDir,
    // Trigram indexes for the 'contains' filters of the administrators' lists (migration 0025).
    extensions: { pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => v, [DATE]: (v: string) => v },
  });
  const db = new GuardedKysely<DB>({
    dialect: new PostgresDialect({ pool: new GuardedPool(new PGlitePool(pglite)) }),
  });
  return {
    db,
    background: db,
    kind: 'pglite',
    close: () => db.destroy(),
    pglite,
    withSettings: () => null,
    exclusively: (work) => work(db),
    pools: () => [],
  };
}

/** How long a call waits for a PostgreSQL connection before the database counts as not answering. */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool of PostgreSQL connections (`startup`: run-time parameters every session starts with). The
 * root pool (`guarded`) refuses to be used inside its own transactions (transaction-guard.ts).
 */
function postgresPool(
  url: string,
  max: number,
  startup?: string,
  guarded = false,
  made?: (pool: pg.Pool) => void,
): Kysely<DB> {
  // Connections are kept while idle for minutes, not the driver's 10 s: a new one pays its first reads
  // of PostgreSQL's shared memory and catalogs (10-20 ms more on each of its first searches).
  // A connection that cannot be had within CONNECT_TIMEOUT_MS (a server that does not answer, or every
  // connection busy that long) fails the call, which is then answered 503 (issue 44), not left hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 300_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: startup,
  });
  made?.(pool);
  // A connection the server ends (restart, administrator command) must not take the process down:
  // the pool drops an idle client that fails and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL: idle connection lost (${error.message})`));
  // A client still closing when the pool has been ended (its Terminate in flight) may yet receive
  // the server's FATAL; it has no pool listener left by then.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    prepareMarked(client);
  });
  if (!guarded) return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const guardedPool = new GuardedPool(pool as unknown as PostgresPool);
  return new GuardedKysely<DB>({ dialect: new PostgresDialect({ pool: guardedPool }) });
}

export function databaseOptions(config: Config) {
  return { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir };
}
