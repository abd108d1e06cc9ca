import { type Kysely, sql } from 'kysely';

/**
 * The event log (issue 31, decision 0030): every change, every read of offer content and every refused
 * one, recorded once in the transaction of the change (`events`, insert-only), then sealed in
 * commit order into a hash chain (`event_chain`: a gapless position, the SHA-256 over the previous
 * link's hash and the event's canonical form). Consumers after the commit keep their own position in
 * the chain (`event_consumers`); their work runs as jobs of a queue in the database (`jobs`).
 *
 * Neither log table is ever updated or deleted by the portal: triggers refuse it (an administrator who
 * disables them is found out by `npm run audit:verify`), and on PostgreSQL the application's role may
 * be denied UPDATE and DELETE on them (README).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table events (
    id bigserial primary key,
    type text not null,
    object_kind text not null,
    object_id bigint not null,
    actor_kind text not null check (actor_kind in ('user', 'system', 'anonymous')),
    actor_id integer,
    occurred_at timestamptz not null,
    payload jsonb not null default '{}'::jsonb
  )`.execute(db);
  await sql`create index events_object_idx on events (object_kind, object_id, id)`.execute(db);
  await sql`create index events_actor_idx on events (actor_id, id) where actor_id is not null`.execute(db);
  await sql`create index events_type_idx on events (type, id)`.execute(db);
  await sql`create index events_time_idx on events (occurred_at, id)`.execute(db);

  await sql`create table event_chain (
    seq bigint primary key,
    event_id bigint not null unique references events (id),
    hash text not null,
    sealed_at timestamptz not null
  )`.execute(db);

  await sql`create function bk_log_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the event log is append-only (%)', tg_table_name;
    end $$`.execute(db);
  for (const table of ['events', 'event_chain'])
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.id(table)}
      for each statement execute function bk_log_is_append_only()`.execute(db);

  await sql`create table event_consumers (
    name text primary key,
    position bigint not null default 0,
    handled bigint not null default 0,
    updated_at timestamptz
  )`.execute(db);

  // The job queue (decision 0030): a job is claimed with FOR UPDATE SKIP LOCKED, retried with backoff,
  // and kept as 'failed' (the dead letter) after its last attempt. A job with a key exists once while
  // it waits or runs (scheduled work: one pending run per key, whatever the number of processes).
  await sql`create table jobs (
    id bigserial primary key,
    queue text not null,
    key text,
    payload jsonb not null default '{}'::jsonb,
    state text not null default 'waiting' check (state in ('waiting', 'running', 'done', 'failed')),
    run_at timestamptz not null,
    attempts integer not null default 0,
    max_attempts integer not null default 10,
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null,
    finished_at timestamptz
  )`.execute(db);
  await sql`create index jobs_due_idx on jobs (run_at, id) where state in ('waiting', 'running')`.execute(db);
  await sql`create unique index jobs_pending_key_idx on jobs (queue, key)
    where key is not null and state in ('waiting', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists jobs`.execute(db);
  await sql`drop table if exists event_consumers`.execute(db);
  await sql`drop table if exists event_chain`.execute(db);
  await sql`drop table if exists events`.execute(db);
  await sql`drop function if exists bk_log_is_append_only()`.execute(db);
}
