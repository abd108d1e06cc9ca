import { type Kysely, sql } from 'kysely';

/**
 * Uploaded files. The bytes live in the file storage under `storage_key` (random, never derived from
 * the user's file name); `owner_kind` and `owner_id` link a file to what it is attached to (null until
 * attached). See docs/decisions/0008-file-storage.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('owner_kind', 'text')
    .addColumn('owner_id', 'integer')
    .addCheckConstraint('files_owner_ck', sql`(owner_kind is null) = (owner_id is null)`)
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').columns(['owner_kind', 'owner_id']).execute();
  await db.schema.createIndex('files_uploaded_by_idx').on('files').column('uploaded_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').ifExists().execute();
}
