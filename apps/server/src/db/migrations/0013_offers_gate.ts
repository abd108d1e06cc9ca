import { type Kysely, sql } from 'kysely';

/**
 * The gate between offers and the changes of their announcement (docs/decisions/0012). A submission
 * written in one statement passes `offers_gate`: it takes the announcement's advisory lock shared and
 * then, with a fresh snapshot (a volatile function's query in READ COMMITTED), checks that the
 * announcement still takes offers. Every update of an announcement's status, published version or
 * deadline takes the same lock exclusively first (trigger), so closing at the deadline waits for the
 * submissions in flight, and a submission after it sees it closed. Unlike a share lock of the
 * announcement row, shared advisory locks of many bidders at once write nothing to the row.
 */
export const OFFERS_GATE_LOCK_SPACE = 8801;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function offers_gate(a_id integer, v_id integer, at timestamptz) returns boolean
    language plpgsql volatile as $$
    begin
      perform pg_advisory_xact_lock_shared(${sql.lit(OFFERS_GATE_LOCK_SPACE)}, a_id);
      return exists (select 1 from announcements
                      where id = a_id and status = 'PUBLISHED' and published_version_id = v_id
                        and submission_deadline > at);
    end $$`.execute(db);
  await sql`
    create function announcements_offers_gate() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${sql.lit(OFFERS_GATE_LOCK_SPACE)}, new.id);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger announcements_offers_gate
      before update of status, published_version_id, submission_deadline on announcements
      for each row execute function announcements_offers_gate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists announcements_offers_gate on announcements`.execute(db);
  await sql`drop function if exists announcements_offers_gate()`.execute(db);
  await sql`drop function if exists offers_gate(integer, integer, timestamptz)`.execute(db);
}
