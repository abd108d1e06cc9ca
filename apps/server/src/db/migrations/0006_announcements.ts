import { type Kysely, sql } from 'kysely';

/**
 * Announcements: one row per announcement (its life: status, number, dates, owner) and one row per
 * version of its content (drafts and published versions, kept forever). The projects or enrolment an
 * announcement belongs to are kept as rows too, for the lists of projects and the admin scopes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_before_lock', 'text')
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('enrollment_id', 'integer', (c) =>
      c.references('projects_enrollments.id').onDelete('set null'),
    )
    .addColumn('publication_date', 'timestamptz')
    .addColumn('first_published_at', 'timestamptz')
    .addColumn('submission_deadline', 'timestamptz')
    .addColumn('published_version_id', 'integer')
    .addColumn('draft_version_id', 'integer')
    .addColumn('copied_from_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('modified_at', 'timestamptz')
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('status_changed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('announcements_owner_idx')
    .on('announcements')
    .columns(['owner_id', 'status'])
    .execute();
  await db.schema
    .createIndex('announcements_due_idx')
    .on('announcements')
    .columns(['status', 'submission_deadline'])
    .execute();
  await db.schema
    .createIndex('announcements_scheduled_idx')
    .on('announcements')
    .columns(['status', 'publication_date'])
    .execute();

  await db.schema
    .createTable('announcement_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version_no', 'integer')
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('modified_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('by_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('announcement_versions_announcement_idx')
    .on('announcement_versions')
    .columns(['announcement_id', 'kind'])
    .execute();

  await db.schema
    .createTable('announcement_projects')
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('projects_enrollments.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('announcement_projects_pk', ['announcement_id', 'project_id'])
    .execute();
  await db.schema
    .createIndex('announcement_projects_project_idx')
    .on('announcement_projects')
    .column('project_id')
    .execute();
  await sql`create index announcements_enrollment_idx on announcements (enrollment_id) where enrollment_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['announcement_projects', 'announcement_versions', 'announcements']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
