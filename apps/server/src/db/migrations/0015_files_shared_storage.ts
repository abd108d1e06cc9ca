import { type Kysely, sql } from 'kysely';

/**
 * A copy of an announcement gets new file records for the same stored bytes (files.service.ts,
 * copyOwnerFiles), so several records may share one `storage_key`: the unique constraint becomes a
 * plain index. Stored bytes are never removed while any record names their key (nothing removes an
 * attached file's bytes today; whatever does must check the other records first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files drop constraint files_storage_key_key`.execute(db);
  await db.schema.createIndex('files_storage_key_idx').on('files').column('storage_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_storage_key_idx').execute();
  await sql`alter table files add constraint files_storage_key_key unique (storage_key)`.execute(db);
}
