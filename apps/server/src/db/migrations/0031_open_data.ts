import { type Kysely, sql } from 'kysely';

/**
 * Open data (issue 36, decision 0036): the OCDS releases of the public announcements, one per event
 * that makes one (a published version, a cancellation, a published settlement), written once by a job
 * the open-data consumer of the event log puts, and never changed (a release is a record of a moment).
 * `id` is the feed's cursor (newest first); the release is kept as its JSON text, served as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table ocds_releases (
    id bigserial primary key,
    event_id bigint not null unique,
    announcement_id bigint not null,
    ocid text not null,
    tag text not null,
    released_at timestamptz not null,
    release text not null
  )`.execute(db);
  await sql`create index ocds_releases_ocid_idx on ocds_releases (ocid, released_at, id)`.execute(db);
  await sql`create index ocds_releases_time_idx on ocds_releases (released_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ocds_releases`.execute(db);
}
