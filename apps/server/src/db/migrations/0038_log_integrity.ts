import { type Kysely, sql } from 'kysely';

/**
 * An event log that the database's administrator cannot rewrite unseen (issue 47, decision 0048):
 * - each event carries the MAC of its canonical text under a key kept outside the database (`key_id`,
 *   `mac`); the sealer seals only events whose MAC holds and notes any other in `event_rejections`;
 * - the sealed events are the leaves of a Merkle tree (RFC 9162): `merkle_nodes` holds every complete
 *   subtree's hash (level 0: the leaves), enough to answer inclusion and consistency proofs;
 * - `tree_heads` are the tree's size and root signed with the same key's Ed25519 part (`log_keys`
 *   holds the public parts), published at /api/audit/heads and kept by others;
 * - `log_verifications` keeps the results of the verifications the portal runs itself.
 * Triggers refuse UPDATE and DELETE on all of them, and TRUNCATE on them and on the log (a TRUNCATE
 * with CASCADE emptied the log unseen before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events add column key_id text, add column mac text`.execute(db);
  // The events written before this migration have no MAC: those sealed by then (the chain's first
  // `chain_size` links) and those committed but not yet sealed (`unsealed_ids`); every later one needs one.
  await sql`create table log_integrity_start (
    chain_size bigint not null,
    unsealed_ids bigint[] not null
  )`.execute(db);
  await sql`insert into log_integrity_start (chain_size, unsealed_ids)
    select coalesce((select max(seq) from event_chain), 0),
           coalesce((select array_agg(e.id order by e.id) from events e
                      where not exists (select from event_chain c where c.event_id = e.id)), '{}')`.execute(
    db,
  );
  await sql`create table event_rejections (
    event_id bigint primary key,
    found_at timestamptz not null,
    reason text not null
  )`.execute(db);
  await sql`create table merkle_nodes (
    level smallint not null,
    idx bigint not null,
    hash bytea not null,
    primary key (level, idx)
  )`.execute(db);
  await sql`create table tree_heads (
    id bigserial primary key,
    size bigint not null,
    root text not null,
    signed_at timestamptz not null,
    key_id text not null,
    signature text not null
  )`.execute(db);
  await sql`create index tree_heads_size_idx on tree_heads (size, id)`.execute(db);
  await sql`create table log_keys (
    key_id text primary key,
    public_key text not null,
    first_used_at timestamptz not null
  )`.execute(db);
  await sql`create table log_verifications (
    id bigserial primary key,
    ran_at timestamptz not null,
    ok boolean not null,
    size bigint not null,
    message text not null
  )`.execute(db);
  for (const table of ['log_integrity_start', 'event_rejections', 'merkle_nodes', 'tree_heads', 'log_keys'])
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.id(table)}
      for each statement execute function bk_log_is_append_only()`.execute(db);
  for (const table of [
    'events',
    'event_chain',
    'log_integrity_start',
    'event_rejections',
    'merkle_nodes',
    'tree_heads',
    'log_keys',
  ])
    await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.id(table)}
      for each statement execute function bk_log_is_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['events', 'event_chain'])
    await sql`drop trigger if exists ${sql.id(`${table}_no_truncate`)} on ${sql.id(table)}`.execute(db);
  for (const table of [
    'log_verifications',
    'log_keys',
    'tree_heads',
    'merkle_nodes',
    'event_rejections',
    'log_integrity_start',
  ])
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  await sql`alter table events drop column if exists key_id, drop column if exists mac`.execute(db);
}
