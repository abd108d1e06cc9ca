import { type Kysely, sql } from 'kysely';

/**
 * Resumable uploads by the tus protocol (issue 50, decision 0051). An upload is created with its length
 * and name, receives its bytes in parts (each PATCH, or what of it arrived before the connection
 * dropped, is one part in the file storage), and once whole goes through the plain upload's checks into
 * `files`. `received` is the sum of the parts' sizes: a part is added by one conditional statement
 * (`received` = the part's start), so two requests for one upload never both count. An offer's upload
 * (sealed: its name and parts under a data key of its own, wrapped by the master key) keeps no name or
 * byte plain. A PATCH holds `writing_until` while its body streams (extended as it goes), so a HEAD after a
 * dropped connection waits for what that connection delivered to be counted, and a second PATCH meanwhile
 * is told the upload is locked (tus 423). Whatever is not finished by `expires_at` is removed with its parts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table resumable_uploads (
    id serial primary key,
    token text not null unique,
    user_id integer not null references users (id) on delete cascade,
    context text not null,
    name text,
    length integer not null check (length > 0),
    received integer not null default 0 check (received >= 0 and received <= length),
    sealing jsonb,
    state text not null default 'receiving' check (state in ('receiving', 'checking', 'done', 'refused')),
    checking_until timestamptz,
    writing_until timestamptz,
    file_id integer references files (id) on delete set null,
    refusal jsonb,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    check ((name is null) <> (sealing is null))
  )`.execute(db);
  await sql`create table resumable_upload_parts (
    upload_id integer not null references resumable_uploads (id) on delete cascade,
    start integer not null,
    size integer not null check (size > 0),
    storage_key text not null,
    seal text,
    primary key (upload_id, start)
  )`.execute(db);
  await sql`create index resumable_uploads_expiry_ix on resumable_uploads (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists resumable_upload_parts`.execute(db);
  await sql`drop table if exists resumable_uploads`.execute(db);
}
