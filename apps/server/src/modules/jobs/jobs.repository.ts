import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type NewJob = {
  queue: string;
  /** One waiting or running job per key and queue: enqueueing it again moves its time instead. */
  key?: string | null;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

export async function insertJob(db: Db, job: NewJob, now: Date): Promise<void> {
  const values = {
    queue: job.queue,
    key: job.key ?? null,
    payload: JSON.stringify(job.payload ?? {}),
    run_at: job.runAt,
    max_attempts: job.maxAttempts ?? 10,
    created_at: now,
  };
  if (values.key === null) {
    await db.insertInto('jobs').values(values).execute();
    return;
  }
  // A pending job of the same key takes the new time and payload (a deadline that moved).
  await sql`insert into jobs (queue, key, payload, run_at, max_attempts, created_at)
    values (${values.queue}, ${values.key}, ${values.payload}::jsonb, ${values.run_at}, ${values.max_attempts}, ${now})
    on conflict (queue, key) where key is not null and state in ('waiting', 'running')
    do update set run_at = excluded.run_at, payload = excluded.payload
      where jobs.state = 'waiting'`.execute(db);
}

/** Jobs without keys, in one statement. */
export async function insertJobs(db: Db, jobs: readonly NewJob[], now: Date): Promise<void> {
  await db
    .insertInto('jobs')
    .values(
      jobs.map((job) => ({
        queue: job.queue,
        key: null,
        payload: JSON.stringify(job.payload ?? {}),
        run_at: job.runAt,
        max_attempts: job.maxAttempts ?? 10,
        created_at: now,
      })),
    )
    .execute();
}

export type ClaimedJob = {
  id: number;
  queue: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** The claim's token: the job is this claimer's while it is running under it (decision 0046). */
  lease_token: string;
  /** When the claim's lease runs out unless the runner extends it. */
  locked_until: Date;
};

/** What a claimer holds of a job: its id and the token of its claim. */
export type JobLease = Pick<ClaimedJob, 'id' | 'lease_token'>;

/** The error of a job whose process died (or stalled) beyond its lease. */
export const LEASE_EXPIRED_ERROR = 'the process died during the job (lease expired)';

/**
 * Claims the oldest due job of the given queues: waiting and due, or running with its lease run out
 * (its process died) and attempts left. Claimed jobs are skipped by other claimers (FOR UPDATE SKIP
 * LOCKED); the claim holds a lease of its queue's length under a new random token, and counts an
 * attempt (a process that dies in the job has used it).
 */
export async function claimJob(db: Db, queues: { name: string; leaseMs: number }[], now: Date) {
  if (queues.length === 0) return undefined;
  const lease = sql`case j.queue ${sql.join(
    queues.map((q) => sql`when ${q.name} then ${q.leaseMs}::integer`),
    sql` `,
  )} end`;
  const token = randomUUID();
  const { rows } = await sql<ClaimedJob>`
    with due as (
      select id from jobs
       where queue in (${sql.join(queues.map((q) => q.name))})
         and ((state = 'waiting' and run_at <= ${now})
           or (state = 'running' and locked_until < ${now} and attempts < max_attempts))
       order by run_at, id
       limit 1
       for update skip locked)
    update jobs j set state = 'running', attempts = j.attempts + 1,
           locked_until = ${now}::timestamptz + ${lease} * interval '1 millisecond',
           lease_token = ${token}::uuid,
           last_error = case when j.state = 'running' then ${LEASE_EXPIRED_ERROR} else j.last_error end
      from due where j.id = due.id
    returning j.id, j.queue, j.key, j.payload, j.attempts, j.max_attempts, j.lease_token::text as lease_token,
           j.locked_until`.execute(db);
  return rows[0];
}

/**
 * Running jobs whose lease ran out after their last attempt (their process died in each of them)
 * become 'failed', the dead letter, instead of being claimed for ever. Returns how many.
 */
export async function failExpiredJobs(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      last_error: LEASE_EXPIRED_ERROR,
      locked_until: null,
      lease_token: null,
      finished_at: now,
    })
    .where('state', '=', 'running')
    .where('locked_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Moves a running job's lease to `until`, if the claim is still this one's. False when the lease was
 * lost (another runner claimed the job after it ran out, or it ended).
 */
export async function extendLease(db: Db, lease: JobLease, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', '=', lease.id)
    .where('lease_token', '=', lease.lease_token)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A job done, if the claim is still this one's (else nothing is written and the answer is false). */
export async function completeJob(db: Db, lease: JobLease, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'done', finished_at: now, locked_until: null, lease_token: null })
    .where('id', '=', lease.id)
    .where('lease_token', '=', lease.lease_token)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A failed attempt: retried after `retryAt`, or kept as 'failed' (the dead letter) after the last one.
 * Only if the claim is still this one's (else nothing is written and the answer is false).
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  now: Date,
  retryAt: Date,
): Promise<boolean> {
  const last = job.attempts >= job.max_attempts;
  const result = await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'waiting',
      run_at: last ? now : retryAt,
      last_error: error.slice(0, 2000),
      locked_until: null,
      lease_token: null,
      finished_at: last ? now : null,
    })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.lease_token)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Done jobs older than `before` are forgotten (failed ones stay for an administrator to see). */
export async function deleteDoneJobs(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'done')
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Jobs by state (the queue's depth; failed ones are the dead letters). */
export function jobCounts(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['queue', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['queue', 'state'])
    .execute();
}

/** Jobs waiting, running and failed (the dead letter), by queue: the partial indexes of each state. */
export function queueDepth(db: Kysely<DB>) {
  return db
    .selectFrom('jobs')
    .select(['queue', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('state', 'in', ['waiting', 'running', 'failed'])
    .groupBy(['queue', 'state'])
    .execute();
}
