import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Lets Kysely's PostgresDialect talk to an embedded PGlite instance. PGlite is a single connection,
 * so the pool hands out one lease at a time: a transaction keeps the lease until it ends, and other
 * queries wait their turn instead of slipping into someone else's transaction.
 */
export class PGlitePool implements PostgresPool {
  #queue: Promise<void> = Promise.resolve();
  readonly options = {};

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => released);
    await previous;
    const pglite = this.pglite;
    let done = false;
    return {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, parameters as unknown[]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (done) return;
        done = true;
        release();
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.#queue;
    // Closed already (the database went away under the process): nothing left to close.
    if (!this.pglite.closed) await this.pglite.close();
  }
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sql);
  const word = (match?.[1] ?? 'select').toUpperCase();
  return word as PostgresQueryResult<unknown>['command'];
}
