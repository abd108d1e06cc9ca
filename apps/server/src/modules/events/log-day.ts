import type { TreeHead } from '@bk/contracts/audit/transparency/sth';
import { addDays, warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { insertVerification } from './log-tree.repository.ts';
import { headNow, publishedHead } from './log-tree.ts';
import { auditKeys } from './signing-keys.ts';
import { type LogState, verifyLog } from './verify-log.ts';

/**
 * The log's day (issue 47, decision 0048): every day at 03:00 Warsaw time one process signs a head of
 * the whole log, verifies the whole log (the result shown in the audit view), and hands the head to
 * those who publish it (the e-mail to the administrators); the day's run puts the next day's.
 */
export const LOG_DAY_QUEUE = 'log.day';
const HOUR = '03:00:00';

const dayJob = (date: string) => ({
  queue: LOG_DAY_QUEUE,
  key: `log-day:${date}`,
  runAt: warsawInstant(date, HOUR),
  payload: { date },
});

/** At start: the next day's run (today's when its hour is still to come). */
export async function scheduleLogDay(deps: { db: Kysely<DB>; clock: Clock }) {
  const now = deps.clock.now();
  const today = warsawDate(now);
  const date = warsawInstant(today, HOUR) > now ? today : addDays(today, 1);
  await enqueueJob(deps.db, dayJob(date), now);
}

/** A day's head, as those who publish it get it, with the day's verification. */
export type DailyHead = { date: string; head: TreeHead; verified: boolean; findings: number; at: Date };
type DailyHeadListener = (trx: Transaction<DB>, daily: DailyHead) => Promise<void>;
const listeners = new Set<DailyHeadListener>();

/** Registers who publishes the day's head (in the day's transaction: once a day). */
export function onDailyHead(listener: DailyHeadListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a verification's result (the audit view shows the latest). */
export async function recordVerification(db: Kysely<DB>, state: LogState, at: Date) {
  const message = state.ok
    ? `The log holds: ${state.tree.size} entries, ${state.headsChecked} signed heads checked.`
    : `${state.problemCount} findings: ${state.problems.slice(0, 3).join('; ')}`;
  await insertVerification(db, {
    ran_at: at,
    ok: state.ok,
    size: state.tree.size,
    message: message.slice(0, 2000),
  });
}

export const logDayHandler: JobHandler = async (job, { db, clock }) => {
  const date = String(job.payload.date);
  const now = clock.now();
  await enqueueJob(db, dayJob(addDays(date, 1)), now);
  const head = await headNow(db, now);
  const state = await verifyLog(db, now, { keys: auditKeys() });
  await recordVerification(db, state, now);
  if (!head) return;
  const daily = {
    date,
    head: publishedHead(head),
    verified: state.ok,
    findings: state.problemCount,
    at: now,
  };
  await db.transaction().execute(async (trx) => {
    for (const listener of listeners) await listener(trx, daily);
  });
};
