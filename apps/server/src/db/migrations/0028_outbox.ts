import { type Kysely, sql } from 'kysely';

/**
 * E-mail (issue 32, decision 0032): the outbox of every message the portal sends. A consumer of the
 * event log writes one row per (event, recipient) — the idempotency key makes a second write of the
 * same message a no-op — in the transaction that moves its position; delivery jobs of the queue send
 * them. A row is 'queued', then 'sending' (claimed by one delivery, with a lease), then 'sent' (written
 * before the SMTP transaction's final dot: a message left 'sending' after a crash never reached the
 * server and is sent again), 'failed' after its last attempt, or 'kept' when no SMTP server is
 * configured (the outbox is then what an administrator and the demo mailbox read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A message's body, shared by every recipient of one notification: its per-recipient values (the
  // opt-out link) are placeholders filled from the message's vars when it is read or sent.
  await sql`create table outbox_bodies (
    id bigserial primary key,
    subject text not null,
    html text not null,
    text text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create table outbox_messages (
    id bigserial primary key,
    idempotency_key text not null unique,
    kind text not null,
    user_id integer references users (id) on delete set null,
    event_id bigint,
    announcement_id integer,
    to_address text not null,
    body_id bigint not null references outbox_bodies (id),
    vars jsonb not null default '{}'::jsonb,
    state text not null default 'queued'
      check (state in ('queued', 'sending', 'sent', 'failed', 'kept')),
    attempts integer not null default 0,
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null,
    sent_at timestamptz
  )`.execute(db);
  await sql`create index outbox_messages_recent_idx on outbox_messages (id desc)`.execute(db);
  await sql`create index outbox_messages_address_idx on outbox_messages (lower(to_address), id desc)`.execute(
    db,
  );
  await sql`create index outbox_messages_body_idx on outbox_messages (body_id)`.execute(db);
  await sql`create index outbox_messages_pending_idx on outbox_messages (id) where state in ('queued', 'sending')`.execute(
    db,
  );
  // The days whose newsletter was handed out to its jobs (once, whatever the number of processes).
  await sql`create table newsletter_days (
    day text primary key,
    queued_at timestamptz not null,
    users integer not null
  )`.execute(db);
  // The daily newsletter's users: those with an enabled filter, walked by id.
  await sql`create index newsletter_filters_enabled_idx on newsletter_filters (user_id) where enabled`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists newsletter_filters_enabled_idx`.execute(db);
  await sql`drop table if exists newsletter_days`.execute(db);
  await sql`drop table if exists outbox_messages`.execute(db);
  await sql`drop table if exists outbox_bodies`.execute(db);
}
