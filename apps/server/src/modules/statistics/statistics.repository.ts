import { searchStatuses } from '@bk/contracts/search/search-texts';
import { MIN_OFFER_DAYS, WORKS_DIVISION } from '@bk/contracts/statistics/statistics';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Held by every write of the statistics (the consumer and the backfill): one at a time. */
const STATISTICS_LOCK = 7_310_036;

export async function lockStatistics(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${STATISTICS_LOCK})`.execute(trx);
}

const PUBLIC = sql.join(searchStatuses.map((s) => sql.lit(s)));

/**
 * Removes the facts of these announcements and takes them out of their cells (a fact is always in its
 * cell: the two change together, under the lock).
 */
export async function removeFacts(trx: Transaction<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    with old as (delete from statistics_facts where announcement_id = any(${sql.val(ids)}::bigint[]) returning *)
    insert into statistics_cells as c
      (month, programme, division, voivodeship, announcements, short_period, resolved, single_offer, resolved_parts, offers)
    select month, programme, division, voivodeship, -count(*), -count(*) filter (where short_period),
           -count(*) filter (where resolved), -count(*) filter (where single_offer),
           -coalesce(sum(parts) filter (where resolved), 0), -coalesce(sum(offers) filter (where resolved), 0)
      from old group by month, programme, division, voivodeship
    on conflict (month, programme, division, voivodeship) do update set
      announcements = c.announcements + excluded.announcements,
      short_period = c.short_period + excluded.short_period,
      resolved = c.resolved + excluded.resolved,
      single_offer = c.single_offer + excluded.single_offer,
      resolved_parts = c.resolved_parts + excluded.resolved_parts,
      offers = c.offers + excluded.offers`.execute(trx);
  await sql`delete from statistics_cells where announcements <= 0`.execute(trx);
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
  const rows = await sql<{ announcement_id: number }>`
    insert into statistics_facts (announcement_id, month, programme, division, voivodeship, offer_days, short_period)
    select id, month, programme, division, voivodeship, offer_days,
           coalesce(offer_days < case when division = ${WORKS_DIVISION} then ${MIN_OFFER_DAYS.works}::int
                                      else ${MIN_OFFER_DAYS.other}::int end, false)
      from (
        select a.id,
               date_trunc('month', a.first_published_at at time zone 'Europe/Warsaw')::date as month,
               coalesce((select min(l.code) from projects_enrollments p
                           join implementation_levels l on l.id = p.programme_id
                          where p.id in (select project_id from announcement_projects where announcement_id = a.id)
                             or p.id = a.enrollment_id), '') as programme,
               coalesce(left(regexp_replace(v.content #>> '{parts,0,order_items,0,cpv_codes,0,code}', '[^0-9]', '', 'g'), 2), '') as division,
               coalesce((select t.code from teryt_units t where t.level = 'wojewodztwo'
                            and t.name = v.content #>> '{parts,0,order_items,0,places,0,voivodeship}'), '') as voivodeship,
               (a.submission_deadline at time zone 'Europe/Warsaw')::date
                 - (a.first_published_at at time zone 'Europe/Warsaw')::date as offer_days
          from announcements a
          join announcement_versions v on v.id = a.published_version_id
         where ${which} and a.status in (${PUBLIC}) and a.first_published_at is not null
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
    .selectFrom('announcements as a')
    .innerJoin('settlements as s', 's.announcement_id', 'a.id')
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

/** Adds the facts of these announcements to their cells, and moves the statistics' version on. */
export async function addFacts(trx: Transaction<DB>, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length > 0) {
    await sql`
      insert into statistics_cells as c
        (month, programme, division, voivodeship, announcements, short_period, resolved, single_offer, resolved_parts, offers)
      select month, programme, division, voivodeship, count(*), count(*) filter (where short_period),
             count(*) filter (where resolved), count(*) filter (where single_offer),
             coalesce(sum(parts) filter (where resolved), 0), coalesce(sum(offers) filter (where resolved), 0)
        from statistics_facts where announcement_id = any(${sql.val(ids)}::bigint[])
       group by month, programme, division, voivodeship
      on conflict (month, programme, division, voivodeship) do update set
        announcements = c.announcements + excluded.announcements,
        short_period = c.short_period + excluded.short_period,
        resolved = c.resolved + excluded.resolved,
        single_offer = c.single_offer + excluded.single_offer,
        resolved_parts = c.resolved_parts + excluded.resolved_parts,
        offers = c.offers + excluded.offers`.execute(trx);
  }
  await sql`update statistics_state set version = version + 1, changed_at = ${now} where id = 1`.execute(trx);
}

export async function statisticsState(db: Db) {
  return db.selectFrom('statistics_state').select(['version', 'changed_at']).executeTakeFirstOrThrow();
}

export type CellSums = {
  month: string | null;
  programme: string | null;
  division: string | null;
  voivodeship: string | null;
  g: number;
  announcements: number;
  short_period: number;
  resolved: number;
  single_offer: number;
  resolved_parts: number;
  offers: number;
};

/** 'YYYY-MM' to the month's first day. */
const monthDate = (month: string) => `${month}-01`;

/**
 * The cells of the filters summed five ways in one pass: by month, by programme, by division, by
 * voivodeship and in all (`g` tells which: the grouping's bits, month first).
 */
export async function sumCells(
  db: Db,
  filters: { programme?: string; division?: string; from?: string; to?: string },
): Promise<CellSums[]> {
  const where = [sql`true`];
  if (filters.programme !== undefined) where.push(sql`programme = ${filters.programme}`);
  if (filters.division !== undefined) where.push(sql`division = ${filters.division}`);
  if (filters.from !== undefined) where.push(sql`month >= ${monthDate(filters.from)}::date`);
  if (filters.to !== undefined) where.push(sql`month <= ${monthDate(filters.to)}::date`);
  const rows = await sql<CellSums>`
    select to_char(month, 'YYYY-MM') as month, programme, division, voivodeship,
           grouping(month, programme, division, voivodeship)::int as g,
           sum(announcements)::int as announcements, sum(short_period)::int as short_period,
           sum(resolved)::int as resolved, sum(single_offer)::int as single_offer,
           sum(resolved_parts)::int as resolved_parts, sum(offers)::int as offers
      from statistics_cells
     where ${sql.join(where, sql` and `)}
     group by grouping sets ((month), (programme), (division), (voivodeship), ())`.execute(db);
  return rows.rows;
}

/** What the filters can choose from: the programmes and divisions counted, and the months' range. */
export async function cellOptions(db: Db) {
  const [programmes, divisions, months] = await Promise.all([
    sql<{
      code: string;
    }>`select distinct programme as code from statistics_cells where programme <> ''`.execute(db),
    sql<{
      code: string;
    }>`select distinct division as code from statistics_cells where division <> ''`.execute(db),
    sql<{ first: string | null; last: string | null }>`select to_char(min(month), 'YYYY-MM') as first,
      to_char(max(month), 'YYYY-MM') as last from statistics_cells`.execute(db),
  ]);
  return {
    programmes: programmes.rows.map((r) => r.code),
    divisions: divisions.rows.map((r) => r.code),
    first: months.rows[0]?.first ?? null,
    last: months.rows[0]?.last ?? null,
  };
}

/** The names of programmes (by code), CPV divisions (by two digits) and voivodeships (by TERYT code). */
export async function dictionaryNames(db: Db) {
  const [programmes, divisions, voivodeships] = await Promise.all([
    sql<{ code: string; name: string }>`select distinct on (l.code) l.code, l.name
      from implementation_levels l where l.code is not null
       and l.id in (select programme_id from projects_enrollments) order by l.code, l.id`.execute(db),
    sql<{
      code: string;
      name: string;
    }>`select left(code, 2) as code, name from cpv_codes where level = 1`.execute(db),
    sql<{
      code: string;
      name: string;
    }>`select code, name from teryt_units where level = 'wojewodztwo'`.execute(db),
  ]);
  const map = (rows: { code: string; name: string }[]) => new Map(rows.map((r) => [r.code, r.name]));
  return {
    programmes: map(programmes.rows),
    divisions: map(divisions.rows),
    voivodeships: map(voivodeships.rows),
  };
}
