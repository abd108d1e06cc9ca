import { type Kysely, sql } from 'kysely';

/**
 * Private feeds (issue 36, decision 0036): the Atom feed of a saved newsletter filter and the calendar of
 * a user's deadlines, each reached by an unguessable token kept here only as its SHA-256. One token per
 * filter and one calendar token per user: making a new one replaces (revokes) the old.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table feed_tokens (
    token_hash text primary key,
    user_id integer not null references users (id) on delete cascade,
    kind text not null check (kind in ('filter', 'calendar')),
    filter_id integer references newsletter_filters (id) on delete cascade,
    created_at timestamptz not null,
    check ((kind = 'filter') = (filter_id is not null))
  )`.execute(db);
  await sql`create unique index feed_tokens_owner_idx on feed_tokens (user_id, kind, coalesce(filter_id, 0))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists feed_tokens`.execute(db);
}
