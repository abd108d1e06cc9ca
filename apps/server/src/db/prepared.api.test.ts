import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { PREPARED } from './database.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('prepares marked statements once per connection and gives the same answers; others never', async () => {
  await server.database.db.connection().execute(async (db) => {
    const marked = (n: number) => sql<{ n: number }>`${PREPARED}select ${n}::int + 1 as n`.execute(db);
    expect((await marked(1)).rows).toEqual([{ n: 2 }]);
    expect((await marked(41)).rows).toEqual([{ n: 42 }]);
    await sql`select 'not marked' as x`.execute(db);
    if (server.database.kind !== 'postgres') return; // PGlite: the mark is only a comment
    const prepared = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements order by statement`.execute(db);
    const ours = prepared.rows.map((r) => r.statement);
    expect(ours.filter((s) => s.includes('::int + 1 as n'))).toHaveLength(1);
    expect(ours.some((s) => s.includes('not marked'))).toBe(false);
  });
});
