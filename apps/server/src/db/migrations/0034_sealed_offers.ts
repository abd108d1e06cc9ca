import { type Kysely, sql } from 'kysely';

/**
 * Offers sealed at rest (issue 37, decision 0038). `master_keys` names each master key the database has
 * known (its id, never the key) with a value wrapped by it, so a start with another key stops at once;
 * `announcement_keys` holds each announcement's data key, wrapped by a master key; a sealed file's own
 * data key, nonce and tag are in `files.sealing`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table master_keys (
    key_id text primary key,
    check_value text not null,
    created_at timestamptz not null,
    retired_at timestamptz
  )`.execute(db);
  await sql`create table announcement_keys (
    announcement_id bigint primary key,
    key_id text not null,
    wrapped_key text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index announcement_keys_key_idx on announcement_keys (key_id)`.execute(db);
  await sql`alter table files add column sealing jsonb`.execute(db);
  // The offers written before: sealed once by a job (modules/offers/seal-existing.ts).
  await sql`insert into jobs (queue, key, payload, run_at, created_at)
    values ('offers.seal-existing', 'offers.seal-existing', '{}'::jsonb, now(), now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files drop column if exists sealing`.execute(db);
  await sql`drop table if exists announcement_keys`.execute(db);
  await sql`drop table if exists master_keys`.execute(db);
}
