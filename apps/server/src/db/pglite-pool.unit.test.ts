import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('PGlite through the pool adapter', () => {
  it('keeps a transaction to itself while other queries wait their turn', async () => {
    const { db, close } = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      await sql`create table t (n int)`.execute(db);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transaction = db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        await gate;
        throw new Error('roll back');
      });
      // This query must not run inside the open transaction (it would see the uncommitted row).
      const outside = sql<{ c: number }>`select count(*)::int as c from t`.execute(db);
      release();
      await expect(transaction).rejects.toThrow('roll back');
      expect((await outside).rows[0]?.c).toBe(0);
      const inserted = await sql`insert into t values (2), (3)`.execute(db);
      expect(Number(inserted.numAffectedRows)).toBe(2);
      const counted = await sql<{ c: number }>`select count(*) as c from t`.execute(db);
      expect(counted.rows[0]?.c).toBe(2);
    } finally {
      await close();
    }
    // Starting PGlite alone takes about four seconds on a two-core machine.
  }, 30_000);
});
