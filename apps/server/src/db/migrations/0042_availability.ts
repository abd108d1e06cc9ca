import { type Kysely, sql } from 'kysely';

/**
 * The portal's availability on record (issue 50, decision 0052): a health sample for each minute, written
 * by whichever process's job runs it first (a minute without a sample is a minute no process could
 * record: the portal was down), kept five years; the failures an administrator declares, each with the
 * announcements whose deadline fell within it or in the hour after it, as listed when it was declared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table availability_samples (
    minute timestamptz primary key,
    ok boolean not null,
    database_ms integer not null,
    recorded_at timestamptz not null
  )`.execute(db);
  await sql`create table outages (
    id serial primary key,
    started_at timestamptz not null,
    ended_at timestamptz not null check (ended_at > started_at),
    description text not null,
    declared_by integer references users (id) on delete set null,
    declared_at timestamptz not null
  )`.execute(db);
  await sql`create table outage_announcements (
    outage_id integer not null references outages (id) on delete cascade,
    announcement_id integer not null,
    number text,
    title text not null,
    owner_id integer not null,
    submission_deadline timestamptz not null,
    primary key (outage_id, announcement_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists outage_announcements`.execute(db);
  await sql`drop table if exists outages`.execute(db);
  await sql`drop table if exists availability_samples`.execute(db);
}
