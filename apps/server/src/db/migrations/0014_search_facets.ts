import { type Kysely, sql } from 'kysely';

/**
 * Facet terms of the search (docs/decisions/0011): the publication and deadline day, month and year
 * of each row ('pd20261123', 'pm202611', 'py2026', 'dd...', 'dm...', 'dy...') and its status
 * ('stpublished'), computed by the database from the columns, so they follow every change. A deep
 * page of a broad word asks the GIN index for its matches within the newest periods only, instead of
 * reading every match, and a status filter narrows inside the index too. One GIN index holds the
 * title, document and facet terms, so words, filters and facets narrow in one index scan. The array
 * columns of the first version, which nothing reads, are dropped: a narrower row means fewer blocks
 * per match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists announcement_search_title_idx`.execute(db);
  await sql`drop index if exists announcement_search_doc_idx`.execute(db);
  await sql`alter table announcement_search drop column cpv_codes, drop column category_names,
    drop column subcategory_names, drop column programme_codes, drop column voivodeships,
    drop column advertiser_id_number`.execute(db);
  // Immutable indeed: the days are taken in UTC, and the patterns are digits only.
  await sql`
    create function search_facets(publication timestamptz, deadline timestamptz, status text) returns tsvector
    language sql immutable parallel safe as $$
      select array_to_tsvector(array_remove(array[
        'pd' || to_char(publication at time zone 'UTC', 'YYYYMMDD'),
        'pm' || to_char(publication at time zone 'UTC', 'YYYYMM'),
        'py' || to_char(publication at time zone 'UTC', 'YYYY'),
        'dd' || to_char(deadline at time zone 'UTC', 'YYYYMMDD'),
        'dm' || to_char(deadline at time zone 'UTC', 'YYYYMM'),
        'dy' || to_char(deadline at time zone 'UTC', 'YYYY'),
        'st' || lower(status)], null))
    $$`.execute(db);
  await sql`alter table announcement_search add column facet_tsv tsvector
    generated always as (search_facets(publication_date, submission_deadline, status)) stored`.execute(db);
  await sql`create index announcement_search_terms_idx on announcement_search
    using gin (title_tsv, doc_tsv, facet_tsv)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists announcement_search_terms_idx`.execute(db);
  await sql`alter table announcement_search drop column if exists facet_tsv`.execute(db);
  await sql`drop function if exists search_facets(timestamptz, timestamptz, text)`.execute(db);
  await sql`alter table announcement_search add column cpv_codes text[] not null default '{}',
    add column category_names text[] not null default '{}',
    add column subcategory_names text[] not null default '{}',
    add column programme_codes text[] not null default '{}',
    add column voivodeships text[] not null default '{}',
    add column advertiser_id_number text`.execute(db);
  await sql`create index announcement_search_title_idx on announcement_search using gin (title_tsv)`.execute(
    db,
  );
  await sql`create index announcement_search_doc_idx on announcement_search using gin (doc_tsv)`.execute(db);
}
