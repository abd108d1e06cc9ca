import {
  AFTER_OUTAGE_MS,
  GAP_MINUTES,
  availabilityMessages as M,
  STATUS_DAYS,
} from '@bk/contracts/availability/availability';
import { warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { announcementsWithDeadlineIn } from '../announcements/index.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayDeclareOutage } from './availability.policy.ts';
import {
  deleteSamplesBefore,
  insertOutage,
  insertOutageAnnouncements,
  insertSample,
  lastSampleAt,
  outageAnnouncementIds,
  outagesSince,
  outageTouching,
  sampledDays,
  sampleGaps,
} from './availability.repository.ts';

type Deps = { db: Kysely<DB>; clock: Clock };

export const SAMPLE_QUEUE = 'availability.sample';
const MINUTE = 60_000;
const KEEP_MS = 5 * 366 * 24 * 60 * MINUTE;
/** A minute is healthy when the database answered its sample's query within this. */
const HEALTHY_DATABASE_MS = 2_000;

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
const sampleKey = (minute: Date) => `sample:${minute.toISOString()}`;

/** At start: the current minute's sample (each sample queues the next minute's). */
export async function scheduleAvailability(deps: Deps): Promise<void> {
  const minute = minuteOf(deps.clock.now());
  await enqueueJob(deps.db, { queue: SAMPLE_QUEUE, key: sampleKey(minute), runAt: minute }, deps.clock.now());
}

/**
 * A minute's sample (a job, so any process records it and only one does): for the minute in which it
 * runs (a job that ran late records the minute it ran in; the minutes it missed stay without a sample, as
 * gaps), healthy when the database answered a query within 2 s. It queues the next minute's first, so a
 * failure here does not stop the record. Once an hour, samples older than five years go.
 */
export const sampleJob: JobHandler = async (_job, { db, clock }) => {
  const now = clock.now();
  const minute = minuteOf(now);
  const next = new Date(minute.getTime() + MINUTE);
  await enqueueJob(db, { queue: SAMPLE_QUEUE, key: sampleKey(next), runAt: next }, now);
  const started = performance.now();
  await db.selectFrom('availability_samples').select('minute').limit(1).execute();
  const databaseMs = Math.round(performance.now() - started);
  await insertSample(db, {
    minute,
    ok: databaseMs < HEALTHY_DATABASE_MS,
    database_ms: databaseMs,
    recorded_at: now,
  });
  if (minute.getUTCMinutes() === 0) await deleteSamplesBefore(db, new Date(now.getTime() - KEEP_MS));
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The public status page's data: the last 90 days (Warsaw), their samples and the declared failures. */
export async function statusView(deps: Deps) {
  const now = deps.clock.now();
  const today = warsawDate(now);
  const first = new Date(warsawInstant(today).getTime() - (STATUS_DAYS - 1) * 24 * 60 * MINUTE);
  const [days, last, outages, gaps] = await Promise.all([
    sampledDays(deps.db, first),
    lastSampleAt(deps.db),
    outagesSince(deps.db, first),
    sampleGaps(deps.db, first, GAP_MINUTES),
  ]);
  return {
    days,
    last_sample_at: last ? last.toISOString() : null,
    outages: outages.map((o) => ({
      id: o.id,
      started_at: iso(o.started_at),
      ended_at: iso(o.ended_at),
      description: o.description,
      declared_at: iso(o.declared_at),
    })),
    gaps: gaps.map((g) => ({ started_at: iso(g.started_at), ended_at: iso(g.ended_at), minutes: g.minutes })),
  };
}

async function withAnnouncements(db: Kysely<DB>, outages: Awaited<ReturnType<typeof outagesSince>>) {
  const listed = await outageAnnouncementIds(
    db,
    outages.map((o) => o.id),
  );
  return outages.map((o) => ({
    id: o.id,
    started_at: iso(o.started_at),
    ended_at: iso(o.ended_at),
    description: o.description,
    declared_at: iso(o.declared_at),
    announcements: listed
      .filter((a) => a.outage_id === o.id)
      .map((a) => ({
        id: a.announcement_id,
        number: a.number,
        title: a.title,
        submission_deadline: iso(a.submission_deadline),
      })),
  }));
}

/** The declared failures of the last five years with their announcements (administrators). */
export async function listOutages(deps: Deps, userId: number) {
  assertMayDeclareOutage(await permissionsOf(deps.db, userId));
  const outages = await outagesSince(deps.db, new Date(deps.clock.now().getTime() - KEEP_MS));
  return { outages: await withAnnouncements(deps.db, outages) };
}

/**
 * Declares a failure (an administrator): the announcements whose deadline fell within it or in the hour
 * after it are listed with it, and one event says so; the mail module asks their advertisers to extend
 * the deadline and tells the bidders who follow them (reacting to the event).
 */
export async function declareOutage(
  deps: Deps,
  userId: number,
  input: { started_at: Date; ended_at: Date; description: string },
) {
  assertMayDeclareOutage(await permissionsOf(deps.db, userId));
  const now = deps.clock.now();
  if (input.ended_at <= input.started_at) throw unprocessable({ ended_at: [M.endBeforeStart] });
  if (input.started_at > now) throw unprocessable({ started_at: [M.startInFuture] });
  const touched = await announcementsWithDeadlineIn(
    deps.db,
    input.started_at,
    new Date(input.ended_at.getTime() + AFTER_OUTAGE_MS),
  );
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id } = await insertOutage(trx, { ...input, declared_by: userId, declared_at: now });
    await insertOutageAnnouncements(
      trx,
      touched.map((a) => ({
        outage_id: id,
        announcement_id: a.id,
        number: a.number,
        title: a.title,
        owner_id: a.owner_id,
        submission_deadline: a.submission_deadline as Date,
      })),
    );
    await recordEvent(trx, {
      type: 'outage.declared',
      object: { kind: 'outage', id },
      actor: userActor(userId),
      at: now,
      payload: {
        started_at: input.started_at.toISOString(),
        ended_at: input.ended_at.toISOString(),
        description: input.description,
        announcement_ids: touched.map((a) => a.id),
      },
    });
    return id;
  });
  const [outage] = await withAnnouncements(
    deps.db,
    (await outagesSince(deps.db, input.started_at)).filter((o) => o.id === id),
  );
  if (!outage) throw new Error(`outage ${id} not read back`);
  return { outage };
}

/** The declared failure within which a deadline fell, or in the hour after it (the deadline-extension rule). */
export function outageTouchingDeadline(db: Kysely<DB>, deadline: Date) {
  return outageTouching(db, deadline, AFTER_OUTAGE_MS);
}
