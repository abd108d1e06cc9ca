import { type Kysely, sql } from 'kysely';

/**
 * Sample buckets of the search (docs/decisions/0011, 'Counts'): each row's facet terms also hold
 * 'sb' and a bucket of 256 drawn from its announcement id ('sb0'..'sb255'; a hash of the id, so that
 * nothing that repeats along the ids follows the buckets), so a count too large to make exactly is
 * worked out from the matches in a few buckets, a fair sample of every query, through the same GIN
 * scan as the words and filters. The generated column and its index are made again (on a large table
 * this rewrites it once).
 */

const dateTerms = `
  'pd' || to_char(publication at time zone 'UTC', 'YYYYMMDD'),
  'pm' || to_char(publication at time zone 'UTC', 'YYYYMM'),
  'py' || to_char(publication at time zone 'UTC', 'YYYY'),
  'dd' || to_char(deadline at time zone 'UTC', 'YYYYMMDD'),
  'dm' || to_char(deadline at time zone 'UTC', 'YYYYMM'),
  'dy' || to_char(deadline at time zone 'UTC', 'YYYY'),
  'st' || lower(status)`;

/** The facet function (with the bucket, of the row's id, or without: migration 0014's). */
async function createFacets(db: Kysely<unknown>, withBucket: boolean) {
  const parameters = `publication timestamptz, deadline timestamptz, status text${withBucket ? ', id integer' : ''}`;
  const terms = withBucket ? `${dateTerms},\n  'sb' || (hashint4(id) & 255)::text` : dateTerms;
  await sql
    .raw(`create function search_facets(${parameters}) returns tsvector
      language sql immutable parallel safe as $$ select array_to_tsvector(array_remove(array[${terms}], null)) $$`)
    .execute(db);
}

/** Makes the generated column and the GIN index again from `arguments` of search_facets. */
async function remakeFacetColumn(db: Kysely<unknown>, facetArguments: string) {
  await sql`drop index if exists announcement_search_terms_idx`.execute(db);
  await sql`alter table announcement_search drop column facet_tsv`.execute(db);
  await sql
    .raw(`alter table announcement_search add column facet_tsv tsvector
      generated always as (search_facets(${facetArguments})) stored`)
    .execute(db);
  await sql`create index announcement_search_terms_idx on announcement_search
    using gin (title_tsv, doc_tsv, facet_tsv)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createFacets(db, true);
  await remakeFacetColumn(db, 'publication_date, submission_deadline, status, announcement_id');
  await sql`drop function search_facets(timestamptz, timestamptz, text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createFacets(db, false);
  await remakeFacetColumn(db, 'publication_date, submission_deadline, status');
  await sql`drop function search_facets(timestamptz, timestamptz, text, integer)`.execute(db);
}
