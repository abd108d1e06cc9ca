import { type Kysely, sql } from 'kysely';

/**
 * Search inside attached documents (issue 49, decision 0050).
 *
 * `document_texts` (the documents module): the text read from an announcement's attached file, once
 * per file (a file's bytes never change), or why none was read ('no_text' and its reason).
 *
 * The search module's own: `announcement_search.full_tsv`, the terms of the announcement and of its
 * current version's attachments together (the form's alone while no attachment gave text, so that a
 * search with the attachments asks one vector, not two), GIN-indexed with the facets (one index scan
 * narrows words and periods together, as migration 0018's index does for the form); and
 * `attachment_search`, each attachment's own terms, which tell a result which file it was found in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table document_texts (
    file_id bigint primary key references files(id) on delete cascade,
    state text not null check (state in ('indexed', 'no_text')),
    reason text,
    detail text,
    pages integer,
    text text not null default '',
    truncated boolean not null default false,
    extracted_at timestamptz not null,
    duration_ms integer not null
  )`.execute(db);
  await sql`alter table announcement_search add column full_tsv tsvector`.execute(db);
  await sql`update announcement_search set full_tsv = doc_tsv`.execute(db);
  await sql`alter table announcement_search alter column full_tsv set not null`.execute(db);
  await sql`create index announcement_search_full_idx on announcement_search
    using gin (full_tsv, facet_tsv)`.execute(db);
  await sql`create table attachment_search (
    announcement_id bigint not null references announcements(id) on delete cascade,
    file_id bigint not null references files(id) on delete cascade,
    name text not null,
    position integer not null,
    terms_tsv tsvector not null,
    primary key (announcement_id, file_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table attachment_search`.execute(db);
  await sql`drop index announcement_search_full_idx`.execute(db);
  await sql`alter table announcement_search drop column full_tsv`.execute(db);
  await sql`drop table document_texts`.execute(db);
}
