import { type Kysely, sql } from 'kysely';

/**
 * A consumer's failing event no longer stalls it (issue 46, decision 0045). The consumer's row keeps
 * the attempts at the event after its position (`failing_seq`, `attempts`, `retry_at`, `last_error`):
 * in the database, so the count survives a restart and is the same for every process. After the last
 * attempt the event is parked in `consumer_dead_letters` and the position moves past it; an
 * administrator retries it from the audit view ('resolved_at' once a retry succeeds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table event_consumers
    add column failing_seq bigint,
    add column attempts integer not null default 0,
    add column retry_at timestamptz,
    add column last_error text`.execute(db);
  await sql`create table consumer_dead_letters (
    id bigserial primary key,
    consumer text not null references event_consumers (name),
    seq bigint not null references event_chain (seq),
    event_id bigint not null,
    event_type text not null,
    error text not null,
    attempts integer not null,
    parked_at timestamptz not null,
    retried_at timestamptz,
    retried_by integer references users (id) on delete set null,
    resolved_at timestamptz,
    unique (consumer, seq)
  )`.execute(db);
  // The parked ones, as the audit view and /metrics read them.
  await sql`create index consumer_dead_letters_parked_ix on consumer_dead_letters (parked_at desc, id desc)
    where resolved_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists consumer_dead_letters`.execute(db);
  await sql`alter table event_consumers
    drop column if exists failing_seq,
    drop column if exists attempts,
    drop column if exists retry_at,
    drop column if exists last_error`.execute(db);
}
