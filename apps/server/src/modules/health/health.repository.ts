import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A trivial question to the database (through the pool every call uses). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
