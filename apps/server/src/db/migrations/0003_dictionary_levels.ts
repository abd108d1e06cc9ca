import { type Kysely, sql } from 'kysely';

/**
 * The implementation-level dictionary as administrators keep it: what each perspective has below its
 * activities, and codes unique among siblings (case-insensitive).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('implementation_levels').addColumn('activity_types', 'jsonb').execute();
  await sql`create unique index implementation_levels_sibling_code_uq
    on implementation_levels (coalesce(parent_id, 0), upper(code)) where code is not null`.execute(db);
  await db.schema
    .createIndex('implementation_levels_kind_idx')
    .on('implementation_levels')
    .columns(['kind', 'parent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('implementation_levels_kind_idx').ifExists().execute();
  await db.schema.dropIndex('implementation_levels_sibling_code_uq').ifExists().execute();
  await db.schema.alterTable('implementation_levels').dropColumn('activity_types').execute();
}
