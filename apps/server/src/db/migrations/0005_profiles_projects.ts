import { type Kysely, sql } from 'kysely';

/** Economic subjects and contact persons of users; the projects and enrolments of advertisers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('economic_subjects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address_kind', 'text', (c) => c.notNull())
    .addColumn('identification_type', 'text', (c) => c.notNull())
    .addColumn('identification_number', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('voivodeship', 'text')
    .addColumn('poviat', 'text')
    .addColumn('commune', 'text')
    .addColumn('locality_id', 'text')
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('house_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('contact_persons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('forename', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('contact_persons_user_idx').on('contact_persons').column('user_id').execute();

  await db.schema
    .createTable('projects_enrollments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text')
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('full_number', 'text', (c) => c.notNull())
    .addColumn('perspective_id', 'integer', (c) => c.notNull().references('implementation_levels.id'))
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('implementation_levels.id'))
    .addColumn('priority_id', 'integer', (c) => c.notNull().references('implementation_levels.id'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('implementation_levels.id'))
    .addColumn('region_id', 'integer', (c) => c.references('implementation_levels.id'))
    .addColumn('institution_id', 'integer', (c) => c.references('implementation_levels.id'))
    .addColumn('institution_number', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('modified_at', 'timestamptz')
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await sql`create unique index projects_enrollments_number_uq
    on projects_enrollments (owner_id, type, upper(full_number))`.execute(db);
  await db.schema
    .createIndex('projects_enrollments_programme_idx')
    .on('projects_enrollments')
    .columns(['programme_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['projects_enrollments', 'contact_persons', 'economic_subjects']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
