import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

// The SQL of the portal's availability on record (issue 50; migration 0042).

type Db = Kysely<DB> | Transaction<DB>;

/** A minute's sample; a minute already sampled (by another process) is left as it is. */
export async function insertSample(
  db: Db,
  row: { minute: Date; ok: boolean; database_ms: number; recorded_at: Date },
): Promise<void> {
  await db
    .insertInto('availability_samples')
    .values(row)
    .onConflict((oc) => oc.column('minute').doNothing())
    .execute();
}

/** Samples older than `before` go (kept five years). */
export async function deleteSamplesBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('availability_samples').where('minute', '<', before).execute();
}

/** Per Warsaw day from `from`: the minutes sampled and the healthy ones. */
export async function sampledDays(db: Db, from: Date) {
  const { rows } = await sql<{ date: string; measured: number; ok: number }>`
    select to_char(minute at time zone 'Europe/Warsaw', 'YYYY-MM-DD') as date,
           count(*)::int as measured, count(*) filter (where ok)::int as ok
      from availability_samples
     where minute >= ${from}
     group by 1 order by 1`.execute(db);
  return rows;
}

/**
 * The runs of at least `minutes` minutes without a healthy sample between two healthy ones since `from`
 * (the first minute missing or unhealthy, the first healthy one after), the latest first, at most 100.
 */
export async function sampleGaps(db: Db, from: Date, minutes: number) {
  const { rows } = await sql<{ started_at: Date; ended_at: Date; minutes: number }>`
    select previous + interval '1 minute' as started_at, minute as ended_at,
           (extract(epoch from minute - previous) / 60)::int - 1 as minutes
      from (select minute, lag(minute) over (order by minute) as previous
              from availability_samples where ok and minute >= ${from}) s
     where minute - previous > ${`${minutes} minutes`}::interval
     order by minute desc
     limit 100`.execute(db);
  return rows;
}

export async function lastSampleAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('availability_samples')
    .select((eb) => eb.fn.max('minute').as('last'))
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

export function insertOutage(
  trx: Transaction<DB>,
  row: { started_at: Date; ended_at: Date; description: string; declared_by: number; declared_at: Date },
) {
  return trx.insertInto('outages').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertOutageAnnouncements(
  trx: Transaction<DB>,
  rows: {
    outage_id: number;
    announcement_id: number;
    number: string | null;
    title: string;
    owner_id: number;
    submission_deadline: Date;
  }[],
): Promise<void> {
  if (rows.length > 0) await trx.insertInto('outage_announcements').values(rows).execute();
}

/** Declared failures that ended after `from`, the latest first. */
export function outagesSince(db: Db, from: Date) {
  return db
    .selectFrom('outages')
    .select(['id', 'started_at', 'ended_at', 'description', 'declared_at'])
    .where('ended_at', '>=', from)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The declared failure that touched a deadline at `deadline`: it fell within the failure or in the
 * `afterMs` after its end (the earliest such failure), or none.
 */
export function outageTouching(db: Db, deadline: Date, afterMs: number) {
  return db
    .selectFrom('outages')
    .select(['id', 'started_at', 'ended_at', 'description'])
    .where('started_at', '<=', deadline)
    .where('ended_at', '>=', new Date(deadline.getTime() - afterMs))
    .orderBy('started_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** The announcements listed with each of the failures. */
export function outageAnnouncementIds(db: Db, outageIds: readonly number[]) {
  if (outageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outage_announcements')
    .select(['outage_id', 'announcement_id', 'number', 'title', 'owner_id', 'submission_deadline'])
    .where('outage_id', 'in', outageIds)
    .orderBy('submission_deadline')
    .execute();
}
