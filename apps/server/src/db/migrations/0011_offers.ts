import { type Kysely, sql } from 'kysely';

/**
 * Offer sets of bidders (spec 2): one per bidder per announcement (external ones, entered by the
 * advertiser at settlement, come later). The content (offers per part with variants, attachments) is
 * one JSON document; the receipt of a submission (server time and SHA-256) is kept with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer_sets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('bidder_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('economic_subject', 'jsonb')
    .addColumn('next_element_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('receipt_sha256', 'text')
    .execute();
  await sql`create unique index offer_sets_bidder_uq on offer_sets (announcement_id, bidder_id)`.execute(db);
  await db.schema
    .createIndex('offer_sets_bidder_idx')
    .on('offer_sets')
    .columns(['bidder_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_sets').ifExists().execute();
}
