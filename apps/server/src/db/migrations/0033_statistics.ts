import { type Kysely, sql } from 'kysely';

/**
 * Public competition statistics (issue 36, decision 0037): the statistics consumer of the event log keeps
 * one row of facts per public announcement (what the public sees of it: its month of first publication,
 * programme, CPV division, voivodeship, offer period and, once the settlement is public, its parts and
 * offers), and adds each row to one cell of a small cube (month x programme x division x voivodeship)
 * that the statistics page sums. '' stands for none (no programme, a place abroad). Each write moves
 * `statistics_state.version` on and marks the cells it changed with it (a cell that falls to zero is
 * kept), so a process holding the cube in memory reads only the cells changed since.
 *
 * The announcements that exist when this lands are counted by a one-off job put here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table statistics_facts (
    announcement_id bigint primary key,
    month date not null,
    programme text not null,
    division text not null,
    voivodeship text not null,
    offer_days integer,
    short_period boolean not null,
    resolved boolean not null default false,
    single_offer boolean not null default false,
    parts integer not null default 0,
    offers integer not null default 0
  )`.execute(db);
  await sql`create table statistics_cells (
    month date not null,
    programme text not null,
    division text not null,
    voivodeship text not null,
    announcements integer not null,
    short_period integer not null,
    resolved integer not null,
    single_offer integer not null,
    resolved_parts integer not null,
    offers integer not null,
    version bigint not null,
    primary key (month, programme, division, voivodeship)
  )`.execute(db);
  await sql`create index statistics_cells_version_idx on statistics_cells (version)`.execute(db);
  await sql`create table statistics_state (
    id integer primary key check (id = 1),
    version bigint not null,
    changed_at timestamptz not null
  )`.execute(db);
  await sql`insert into statistics_state (id, version, changed_at) values (1, 0, now())`.execute(db);
  await sql`insert into jobs (queue, key, payload, run_at, created_at)
    values ('statistics.backfill', 'statistics.backfill', '{}'::jsonb, now(), now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists statistics_state`.execute(db);
  await sql`drop table if exists statistics_cells`.execute(db);
  await sql`drop table if exists statistics_facts`.execute(db);
}
