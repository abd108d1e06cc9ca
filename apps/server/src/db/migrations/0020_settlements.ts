import { type Kysely, sql } from 'kysely';

/**
 * The settlement of an announcement (spec 2 sections 2.7, 2.8, 3, 4.4): per part the chosen variant
 * (named with its offer set: variant ids are unique within an offer set only) or 'no offer chosen',
 * the refused offers per part, the comment and the attachments (files with owner kind 'settlement'
 * and the announcement's id), one row per announcement. Every publication of it is kept in
 * `settlement_versions` (who, when, what). Offers entered by the advertiser (received by another
 * channel) are offer sets marked `is_external`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('offer_sets')
    .addColumn('is_external', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // One offer set per bidder per announcement, except those the advertiser enters (any number).
  await sql`drop index offer_sets_bidder_uq`.execute(db);
  await sql`create unique index offer_sets_bidder_uq on offer_sets (announcement_id, bidder_id) where not is_external`.execute(
    db,
  );
  await db.schema
    .createTable('settlements')
    .addColumn('announcement_id', 'integer', (c) =>
      c.primaryKey().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('modified_at', 'timestamptz')
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('next_element_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('settlement_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index settlement_versions_announcement_idx on settlement_versions (announcement_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement_versions').ifExists().execute();
  await db.schema.dropTable('settlements').ifExists().execute();
  await sql`drop index offer_sets_bidder_uq`.execute(db);
  await db.schema.alterTable('offer_sets').dropColumn('is_external').execute();
  await sql`create unique index offer_sets_bidder_uq on offer_sets (announcement_id, bidder_id)`.execute(db);
}
