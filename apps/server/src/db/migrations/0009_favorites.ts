import type { Kysely } from 'kysely';

/** Favourite announcements of users (spec 2 section 2.10). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorite_announcements')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_announcements_pk', ['user_id', 'announcement_id'])
    .execute();
  await db.schema
    .createIndex('favorite_announcements_announcement_idx')
    .on('favorite_announcements')
    .column('announcement_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorite_announcements').ifExists().execute();
}
