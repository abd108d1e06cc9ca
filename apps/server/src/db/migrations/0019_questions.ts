import { type Kysely, sql } from 'kysely';

/**
 * Questions to an announcement and their answers (spec 2 sections 2.9, 3, 4.3). Numbers run 1, 2, 3...
 * per announcement from a counter row that only ever grows, so a number is never given twice. The
 * answer lives in the question's row (one answer per question); `original_content` keeps the asker's
 * words once the advertiser edits the question while answering.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_numbers')
    .addColumn('announcement_id', 'integer', (c) =>
      c.primaryKey().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('asker_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('original_content', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('NEW', 'DRAFT', 'PUBLISHED')`))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addUniqueConstraint('questions_number_uq', ['announcement_id', 'number'])
    .execute();
  await db.schema.createIndex('questions_asker_idx').on('questions').column('asker_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('questions').ifExists().execute();
  await db.schema.dropTable('question_numbers').ifExists().execute();
}
