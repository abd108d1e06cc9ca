import { type Kysely, sql } from 'kysely';

/**
 * The administrators' list of projects and enrolments (issue 22): its default order (projects before
 * enrolments, then by number) as an index, the same within a programme (the usual filter and the usual
 * scope), the lower levels' columns indexed for scoped administrators, and trigram indexes for the
 * number and name filters, which match any part of the text. pg_trgm ships with PostgreSQL and PGlite;
 * where a server lacks it the filters still work, by a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index projects_enrollments_admin_order_idx
    on projects_enrollments (type desc, full_number, id)`.execute(db);
  await sql`create index projects_enrollments_number_order_idx on projects_enrollments (full_number, id)`.execute(
    db,
  );
  await sql`create index projects_enrollments_programme_order_idx
    on projects_enrollments (programme_id, type desc, full_number, id)`.execute(db);
  for (const column of ['priority_id', 'activity_id', 'region_id', 'institution_id'])
    await sql`create index ${sql.id(`projects_enrollments_${column.replace('_id', '')}_idx`)}
      on projects_enrollments (${sql.id(column)}) where ${sql.id(column)} is not null`.execute(db);
  const available = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index projects_enrollments_number_trgm_idx
    on projects_enrollments using gin (upper(full_number) gin_trgm_ops)`.execute(db);
  await sql`create index projects_enrollments_name_trgm_idx
    on projects_enrollments using gin (lower(name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'projects_enrollments_admin_order_idx',
    'projects_enrollments_number_order_idx',
    'projects_enrollments_programme_order_idx',
    'projects_enrollments_priority_idx',
    'projects_enrollments_activity_idx',
    'projects_enrollments_region_idx',
    'projects_enrollments_institution_idx',
    'projects_enrollments_number_trgm_idx',
    'projects_enrollments_name_trgm_idx',
  ])
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
