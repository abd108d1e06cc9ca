import { type Kysely, sql } from 'kysely';

/**
 * Filters of the search are terms of the same vectors as the words (docs/decisions/0011): the
 * separate array indexes of the first version are not used and only slow writes down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'announcement_search_cpv_idx',
    'announcement_search_places_idx',
    'announcement_search_programme_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index announcement_search_cpv_idx on announcement_search using gin (cpv_codes)`.execute(
    db,
  );
  await sql`create index announcement_search_places_idx on announcement_search using gin (voivodeships)`.execute(
    db,
  );
  await sql`create index announcement_search_programme_idx on announcement_search using gin (programme_codes)`.execute(
    db,
  );
}
