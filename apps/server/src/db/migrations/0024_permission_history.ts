import { type Kysely, sql } from 'kysely';

/**
 * Permission administration (issue 21): one package per user and level (a group appears once per user
 * and level, so a grant cannot be doubled by two requests at once), and the history of every grant,
 * change and removal, written in the same transaction as the change itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index permissions_package_uq on permissions (user_id, group_name, coalesce(level_id, 0))`.execute(
    db,
  );
  await db.schema
    .createTable('permission_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addColumn('operation_type', 'text', (c) => c.notNull())
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('level_id', 'integer', (c) => c.references('implementation_levels.id').onDelete('set null'))
    /** The level's label when the change was made ('code - name' from the perspective down). */
    .addColumn('level_name', 'text')
    /** The package after the change (before it, for a removal). */
    .addColumn('groups', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`create index permission_history_user_idx on permission_history (user_id, added_at desc, id desc)`.execute(
    db,
  );
  await sql`create index permissions_level_idx on permissions (level_id) where level_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('permission_history').ifExists().execute();
  await sql`drop index if exists permissions_package_uq`.execute(db);
  await sql`drop index if exists permissions_level_idx`.execute(db);
}
