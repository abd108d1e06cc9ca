import type { Kysely } from 'kysely';

/**
 * Failed logins of the embedded identity service, counted by account and by client address
 * (docs/decisions/0015). The key is a SHA-256 of the kind and value, so neither e-mail addresses nor
 * client addresses are kept; a row is forgotten 15 minutes after its last failure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('login_throttle_last_failure_idx')
    .on('login_throttle')
    .column('last_failure_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttle').ifExists().execute();
}
