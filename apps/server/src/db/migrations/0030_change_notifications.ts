import { type Kysely, sql } from 'kysely';

/**
 * Several server processes on one database (issue 35, decision 0035): each event committed to the log
 * is announced on the `bk_changes` channel with its number, and every process drops what it keeps in
 * memory (the public views, counts, due dates) when it hears one. NOTIFY is delivered at commit, never
 * for a rolled-back change. Events that change nothing any process keeps for everyone are not
 * announced: a bidder's own offers (sealed: no public view shows them), reads of offer content and
 * refused attempts, sessions, favourites and marks, uploads. They are the busiest writes, and every
 * notifying commit takes PostgreSQL's one notification-queue lock in turn.
 *
 * The failed jobs (the dead letter) get an index of their own for /metrics' count of them.
 */
export const QUIET_EVENT_TYPES = [
  'offer.saved',
  'offer.submitted',
  'offer.withdrawn',
  'offer.deleted',
  'offer.content_read',
  'offer.read_refused',
  'session.started',
  'session.ended',
  'favorite.added',
  'favorite.removed',
  'mark.cleared',
  'file.uploaded',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function bk_announce_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('bk_changes', new.id::text);
      return null;
    end $$`.execute(db);
  const quiet = sql.join(QUIET_EVENT_TYPES.map((type) => sql.lit(type)));
  await sql`create trigger events_announce_change after insert on events for each row
    when (new.type not in (${quiet})) execute function bk_announce_change()`.execute(db);
  await sql`create index jobs_failed_idx on jobs (queue) where state = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_failed_idx`.execute(db);
  await sql`drop trigger if exists events_announce_change on events`.execute(db);
  await sql`drop function if exists bk_announce_change()`.execute(db);
}
