import { type Kysely, sql } from 'kysely';

/**
 * The search index of announcements (docs/decisions/0011): one row per announcement with a published
 * version. Words are Polish stems folded without diacritics, computed by the server (PostgreSQL has no
 * Polish stemmer), kept as 'simple' tsvectors with GIN indexes. Status and dates follow the
 * announcement row through a trigger, so every status change (closing, cancelling, locking...) is
 * seen by the search at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement_search')
    .addColumn('announcement_id', 'integer', (c) =>
      c.primaryKey().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publication_date', 'timestamptz')
    .addColumn('submission_deadline', 'timestamptz')
    .addColumn('number', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_tsv', sql`tsvector`, (c) => c.notNull())
    .addColumn('doc_tsv', sql`tsvector`, (c) => c.notNull())
    .addColumn('excerpt_source', 'text', (c) => c.notNull())
    .addColumn('cpv_codes', sql`text[]`, (c) => c.notNull())
    .addColumn('category_names', sql`text[]`, (c) => c.notNull())
    .addColumn('subcategory_names', sql`text[]`, (c) => c.notNull())
    .addColumn('programme_codes', sql`text[]`, (c) => c.notNull())
    .addColumn('voivodeships', sql`text[]`, (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('advertiser_name', 'text')
    .addColumn('advertiser_name_folded', 'text')
    .addColumn('advertiser_id_number', 'text')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index announcement_search_title_idx on announcement_search using gin (title_tsv)`.execute(
    db,
  );
  await sql`create index announcement_search_doc_idx on announcement_search using gin (doc_tsv)`.execute(db);
  await sql`create index announcement_search_published_idx on announcement_search (publication_date desc, announcement_id desc)`.execute(
    db,
  );
  await sql`create index announcement_search_deadline_idx on announcement_search (submission_deadline desc, announcement_id desc)`.execute(
    db,
  );
  await sql`create index announcement_search_cpv_idx on announcement_search using gin (cpv_codes)`.execute(
    db,
  );
  await sql`create index announcement_search_places_idx on announcement_search using gin (voivodeships)`.execute(
    db,
  );
  await sql`create index announcement_search_programme_idx on announcement_search using gin (programme_codes)`.execute(
    db,
  );

  await sql`
    create function announcement_search_follow() returns trigger language plpgsql as $$
    begin
      update announcement_search
         set status = new.status,
             publication_date = new.publication_date,
             submission_deadline = new.submission_deadline,
             number = new.number
       where announcement_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger announcement_search_follow
      after update of status, publication_date, submission_deadline, number on announcements
      for each row execute function announcement_search_follow()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists announcement_search_follow on announcements`.execute(db);
  await sql`drop function if exists announcement_search_follow()`.execute(db);
  await db.schema.dropTable('announcement_search').ifExists().execute();
}
