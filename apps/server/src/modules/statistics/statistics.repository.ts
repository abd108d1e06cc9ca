import { MIN_OFFER_DAYS, WORKS_DIVISION } from '@bk/contracts/statistics/statistics';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  announcementFacts,
  isProjectOfAnnouncement,
  publicPublishedAnnouncements,
} from '../announcements/index.ts';
import { cpvDivisions, programmeNames, voivodeshipCodeOf, voivodeships } from '../dictionaries/index.ts';
import { programmeCodesOfProjects, projectProgrammeIds } from '../projects/index.ts';
import { keptSettlements } from '../settlement/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Held by every write of the statistics (the consumer and the backfill): one at a time. */
const STATISTICS_LOCK = 7_310_036;

/**
 * Takes the statistics' lock for the caller's transaction and gives the version its writes carry (the
 * next one: versions commit in order, one writer at a time).
 */
export async function lockStatistics(trx: Transaction<DB>, now: Date): Promise<number> {
  await sql`select pg_advisory_xact_lock(${STATISTICS_LOCK})`.execute(trx);
  const row = await sql<{
    version: string;
  }>`update statistics_state set version = version + 1, changed_at = ${now}
    where id = 1 returning version`.execute(trx);
  return Number(row.rows[0]?.version);
}

const CELL_SUMS = sql`on conflict (month, programme, division, voivodeship) do update set
      announcements = c.announcements + excluded.announcements,
      short_period = c.short_period + excluded.short_period,
      resolved = c.resolved + excluded.resolved,
      single_offer = c.single_offer + excluded.single_offer,
      resolved_parts = c.resolved_parts + excluded.resolved_parts,
      offers = c.offers + excluded.offers,
      version = excluded.version`;

/**
 * Removes the facts of these announcements and takes them out of their cells (a fact is always in its
 * cell: the two change together, under the lock). A cell that falls to zero stays, marked changed.
 */
export async function removeFacts(
  trx: Transaction<DB>,
  ids: readonly number[],
  version: number,
): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    with old as (delete from statistics_facts where announcement_id = any(${sql.val(ids)}::bigint[]) returning *)
    insert into statistics_cells as c
      (month, programme, division, voivodeship, announcements, short_period, resolved, single_offer, resolved_parts, offers, version)
    select month, programme, division, voivodeship, -count(*), -count(*) filter (where short_period),
           -count(*) filter (where resolved), -count(*) filter (where single_offer),
           -coalesce(sum(parts) filter (where resolved), 0), -coalesce(sum(offers) filter (where resolved), 0), ${version}
      from old group by month, programme, division, voivodeship
    ${CELL_SUMS}`.execute(trx);
}

/**
 * Writes the facts of those of these announcements the public sees, from their published version
 * (without the settlement's figures: `setSettledFacts`), each only if it has none. `ids` null: every
 * public announcement without facts, `limit` at a time, in id order after `after`. Gives the ids written.
 */
export async function insertFacts(
  trx: Transaction<DB>,
  input: { ids: readonly number[] } | { after: number; limit: number },
): Promise<number[]> {
  const which =
    'ids' in input
      ? sql`a.id = any(${sql.val(input.ids)}::bigint[])`
      : sql`a.id > ${input.after} and not exists (select 1 from statistics_facts f where f.announcement_id = a.id)`;
  const limit = 'ids' in input ? sql`` : sql`order by a.id limit ${input.limit}`;
  // The programme codes of the announcement's projects and enrolment (the least counts).
  const programmes = programmeCodesOfProjects(trx, (projectId) =>
    isProjectOfAnnouncement(projectId, sql.ref('a.id'), sql.ref('a.enrollment_id')),
  );
  const rows = await sql<{ announcement_id: number }>`
    insert into statistics_facts (announcement_id, month, programme, division, voivodeship, offer_days, short_period)
    select id, month, programme, division, voivodeship, offer_days,
           coalesce(offer_days < case when division = ${WORKS_DIVISION} then ${MIN_OFFER_DAYS.works}::int
                                      else ${MIN_OFFER_DAYS.other}::int end, false)
      from (
        select a.id,
               date_trunc('month', a.first_published_at at time zone 'Europe/Warsaw')::date as month,
               coalesce((select min(c.code) from ${programmes} c), '') as programme,
               coalesce(left(regexp_replace(a.content #>> '{parts,0,order_items,0,cpv_codes,0,code}', '[^0-9]', '', 'g'), 2), '') as division,
               coalesce(${voivodeshipCodeOf(sql`a.content #>> '{parts,0,order_items,0,places,0,voivodeship}'`)}, '') as voivodeship,
               (a.submission_deadline at time zone 'Europe/Warsaw')::date
                 - (a.first_published_at at time zone 'Europe/Warsaw')::date as offer_days
          from (${publicPublishedAnnouncements()}) a
         where ${which}
         ${limit}
      ) f
    on conflict (announcement_id) do nothing
    returning announcement_id`.execute(trx);
  return rows.rows.map((r) => Number(r.announcement_id));
}

/** Of these announcements, those resolved with a settlement kept: their settlement's figures count. */
export async function resolvedWithSettlement(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(announcementFacts(db).as('a'))
    .innerJoin(keptSettlements(db).as('s'), 's.announcement_id', 'a.id')
    .select('a.id')
    .where('a.id', 'in', ids)
    .where('a.status', '=', 'RESOLVED')
    .execute();
  return rows.map((r) => r.id);
}

export async function setSettledFacts(
  trx: Transaction<DB>,
  id: number,
  facts: { parts: number; offers: number; singleOffer: boolean },
): Promise<void> {
  await trx
    .updateTable('statistics_facts')
    .set({ resolved: true, parts: facts.parts, offers: facts.offers, single_offer: facts.singleOffer })
    .where('announcement_id', '=', id)
    .execute();
}

/** Adds the facts of these announcements to their cells. */
export async function addFacts(trx: Transaction<DB>, ids: readonly number[], version: number): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    insert into statistics_cells as c
      (month, programme, division, voivodeship, announcements, short_period, resolved, single_offer, resolved_parts, offers, version)
    select month, programme, division, voivodeship, count(*), count(*) filter (where short_period),
           count(*) filter (where resolved), count(*) filter (where single_offer),
           coalesce(sum(parts) filter (where resolved), 0), coalesce(sum(offers) filter (where resolved), 0), ${version}
      from statistics_facts where announcement_id = any(${sql.val(ids)}::bigint[])
     group by month, programme, division, voivodeship
    ${CELL_SUMS}`.execute(trx);
}

export async function statisticsState(db: Db) {
  return db.selectFrom('statistics_state').select(['version', 'changed_at']).executeTakeFirstOrThrow();
}

/** The measures of a cell (or of a group of cells). */
export type Sums = {
  announcements: number;
  short_period: number;
  resolved: number;
  single_offer: number;
  resolved_parts: number;
  offers: number;
};

export type Cell = Sums & {
  month: string;
  programme: string;
  division: string;
  voivodeship: string;
  version: number;
};

/** The cells changed after `version` (every cell for 0), each as it is now. */
export async function changedCells(db: Db, version: number): Promise<Cell[]> {
  const rows = await sql<Cell>`
    select to_char(month, 'YYYY-MM') as month, programme, division, voivodeship, announcements, short_period,
           resolved, single_offer, resolved_parts, offers, version::float8 as version
      from statistics_cells where version > ${version}`.execute(db);
  return rows.rows;
}

/** The names of programmes (by code), CPV divisions (by two digits) and voivodeships (by TERYT code). */
export async function dictionaryNames(db: Db) {
  const [programmes, divisions, voivodeshipRows] = await Promise.all([
    programmeNames(db, projectProgrammeIds()),
    cpvDivisions(db),
    voivodeships(db),
  ]);
  const map = (rows: { code: string; name: string }[]) => new Map(rows.map((r) => [r.code, r.name]));
  return {
    programmes: map(programmes),
    divisions: map(divisions),
    voivodeships: map(voivodeshipRows),
  };
}
