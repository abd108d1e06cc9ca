import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type ConnectionBuilder,
  Kysely,
  type PostgresPool,
  type PostgresPoolClient,
  type TransactionBuilder,
} from 'kysely';

/**
 * Guards against using the root database handle inside a transaction of the same async context.
 *
 * PGlite is one connection: a transaction holds it until it ends, so a query through the root handle
 * inside the transaction's callback waits for it forever, and every later query waits behind that one
 * (the whole server stops answering). On PostgreSQL the same mistake takes a second connection per
 * call, outside the transaction's locks and snapshot, and can exhaust the pool. So a pool wrapped
 * here refuses at once, with a message naming the fix, to hand out a connection while the calling
 * async context is inside a transaction (or a held connection) of a `GuardedKysely` on it.
 */
type Scope = { active: boolean };
const scope = new AsyncLocalStorage<Scope>();

export const ROOT_HANDLE_IN_TRANSACTION =
  'The root database handle was used inside a transaction: pass the transaction (trx) down instead.';

export class RootHandleInTransactionError extends Error {
  constructor() {
    super(ROOT_HANDLE_IN_TRANSACTION);
    this.name = 'RootHandleInTransactionError';
  }
}

/** Runs `work` marked as holding a connection; the mark ends with it (timers started inside see it end). */
async function held<R>(work: () => Promise<R>): Promise<R> {
  const state: Scope = { active: true };
  try {
    return await scope.run(state, work);
  } finally {
    state.active = false;
  }
}

/**
 * Runs `work` as another client would, outside the caller's transaction scope: for tests that play
 * two clients at once (a second connection on PostgreSQL). Never for application code, where a
 * transaction's callback uses only the transaction it is given.
 */
export function asAnotherClient<R>(work: () => R): R {
  return scope.exit(work);
}

/** True while the current async context is inside a guarded transaction or held connection. */
export function insideTransaction(): boolean {
  return scope.getStore()?.active === true;
}

/** Kysely whose transactions and held connections mark their callbacks for the guarded pool. */
export class GuardedKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return guardBuilder(super.transaction());
  }

  override connection(): ConnectionBuilder<DB> {
    return guardBuilder(super.connection());
  }

  /** A transaction held open between calls cannot be guarded: use `transaction().execute(...)`. */
  override startTransaction(): never {
    throw new Error('startTransaction is not used here: use transaction().execute(callback).');
  }
}

type Executable = { execute: (callback: (handle: never) => Promise<unknown>) => Promise<unknown> };

/** The builder with `execute`'s callback run in a marked scope; its chained builders guarded too. */
function guardBuilder<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'execute') {
        return (callback: (handle: never) => Promise<unknown>) =>
          (target as unknown as Executable).execute((handle) => held(() => callback(handle)));
      }
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result && typeof result === 'object' && 'execute' in result ? guardBuilder(result) : result;
      };
    },
  });
}

/** A pool that refuses to hand out a connection to code running inside a guarded transaction. */
export class GuardedPool implements PostgresPool {
  constructor(private readonly pool: PostgresPool) {}

  get options(): object {
    return this.pool.options;
  }

  get Client(): PostgresPool['Client'] {
    return this.pool.Client;
  }

  connect(): Promise<PostgresPoolClient> {
    if (insideTransaction()) return Promise.reject(new RootHandleInTransactionError());
    return this.pool.connect();
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}
