import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('family_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant_idx').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').column('uid').execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('oidc_issuer', 'text', (c) => c.notNull())
    .addColumn('oidc_subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('forename', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('blocked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_login_at', 'timestamptz')
    .addUniqueConstraint('users_oidc_uq', ['oidc_issuer', 'oidc_subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('implementation_levels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('implementation_levels.id'))
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('implementation_levels_parent_idx')
    .on('implementation_levels')
    .column('parent_id')
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('flags', 'jsonb', (c) => c.notNull())
    .addColumn('level_id', 'integer', (c) => c.references('implementation_levels.id'))
    .addColumn('granted_by', 'integer', (c) => c.references('users.id'))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('permissions_user_idx').on('permissions').column('user_id').execute();

  await db.schema
    .createTable('badge_marks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('badge_marks_uq', ['user_id', 'kind', 'subject_id'])
    .execute();

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_runs',
    'badge_marks',
    'permissions',
    'implementation_levels',
    'login_attempts',
    'sessions',
    'users',
    'app_secrets',
    'oidc_payloads',
    'identity_accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
