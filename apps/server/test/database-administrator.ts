import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/**
 * What the database's administrator can do (issue 47's attacks): statements run with the log's triggers
 * switched off on `tables`, switched on again after.
 */
export async function asDatabaseAdministrator(
  db: Kysely<DB>,
  work: () => Promise<void>,
  tables = ['events', 'event_chain', 'merkle_nodes', 'tree_heads'],
): Promise<void> {
  for (const table of tables) await sql`alter table ${sql.id(table)} disable trigger user`.execute(db);
  try {
    await work();
  } finally {
    for (const table of tables) await sql`alter table ${sql.id(table)} enable trigger user`.execute(db);
  }
}
