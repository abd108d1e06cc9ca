import { type Kysely, sql } from 'kysely';

/** What the lists show and sort by, kept on the announcement row from its current version. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parts_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('partial_offers_allowed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('advertiser_id_number', 'text')
    .execute();
  await sql`create index announcements_owner_deadline_idx on announcements (owner_id, submission_deadline desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists announcements_owner_deadline_idx`.execute(db);
  for (const column of ['title', 'parts_count', 'partial_offers_allowed', 'advertiser_id_number']) {
    await db.schema.alterTable('announcements').dropColumn(column).execute();
  }
}
