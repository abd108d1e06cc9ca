import type { Kysely } from 'kysely';

/**
 * Numbers of published announcements (one sequence per year, never reused) and the counter that gives
 * the elements of an announcement (parts, items, ...) ids that stay the same in every version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement_number_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('next_element_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcements').dropColumn('next_element_id').execute();
  await db.schema.dropTable('announcement_number_sequences').ifExists().execute();
}
