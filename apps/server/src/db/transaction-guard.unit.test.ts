import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { ROOT_HANDLE_IN_TRANSACTION } from './transaction-guard.ts';

const one = sql<{ n: number }>`select 1 as n`;

describe('the root handle inside a transaction (embedded database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    // Starting PGlite alone takes about four seconds on a two-core machine.
  }, 30_000);
  afterAll(() => database.close());

  it('refuses at once instead of waiting forever for the connection the transaction holds', async () => {
    const { db } = database;
    const started = Date.now();
    const outcome = db.transaction().execute(async (trx) => {
      await one.execute(trx);
      await one.execute(db);
    });
    await expect(outcome).rejects.toThrow(ROOT_HANDLE_IN_TRANSACTION);
    expect(Date.now() - started).toBeLessThan(2_000);
    // The connection was given back: the database still answers.
    expect((await one.execute(db)).rows[0]?.n).toBe(1);
  });

  it('refuses inside a held connection and in nested calls of the callback', async () => {
    const { db } = database;
    const nested = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return one.execute(db);
    };
    await expect(db.connection().execute(() => nested())).rejects.toThrow(ROOT_HANDLE_IN_TRANSACTION);
    await expect(
      db
        .transaction()
        .setIsolationLevel('serializable')
        .execute(() => nested()),
    ).rejects.toThrow(ROOT_HANDLE_IN_TRANSACTION);
  });

  it('lets other requests wait their turn, and work started inside run once the transaction ended', async () => {
    const { db } = database;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let later: Promise<unknown> | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      await one.execute(trx);
      // A timer set inside the transaction inherits its context; it runs after the commit.
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => one.execute(db));
      await gate;
      return 'committed';
    });
    // Another request (its own async context) is not refused: it waits for the connection.
    const other = one.execute(db);
    release();
    expect(await transaction).toBe('committed');
    expect((await other).rows[0]?.n).toBe(1);
    await expect(later).resolves.toBeDefined();
  });
});
