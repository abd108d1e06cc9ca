import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PGlitePool } from './pglite-pool.ts';
import type { DB } from './schema.ts';

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded engine, when the database is PGlite. */
  pglite?: PGlite;
};

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

// Same value shapes on both engines: bigint counts as numbers, numeric as strings, dates as yyyy-MM-dd.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir?: string;
  /** PGlite only: start from this dump of a data directory (tests use a migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // A connection the server ends (restart, administrator command) must not take the process down:
    // the pool drops an idle client that fails and opens a new one for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL: idle connection lost (${error.message})`));
    // A client still closing when the pool has been ended (its Terminate in flight) may yet receive
    // the server's FATAL; it has no pool listener left by then.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir;
  if (dataDir && dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? 'memory://', {
    loadDataDir: options.loadDataDir,
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => v, [DATE]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy(), pglite };
}

export function databaseOptions(config: Config) {
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
}
