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
};

/**
 * Claims the oldest due job of the given queues: waiting and due, or running with its lease run out
 * (its process died). Claimed jobs are skipped by other claimers (FOR UPDATE SKIP LOCKED); the claim
 * holds a lease of its queue's length.
 */
export async function claimJob(db: Db, queues: { name: string; leaseMs: number }[], now: Date) {
  if (queues.length === 0) return undefined;
  const lease = sql`case j.queue ${sql.join(
    queues.map((q) => sql`when ${q.name} then ${q.leaseMs}::integer`),
    sql` `,
  )} end`;
  const { rows } = await sql<ClaimedJob>`
    with due as (
      select id from jobs
       where queue in (${sql.join(queues.map((q) => q.name))})
         and ((state = 'waiting' and run_at <= ${now}) or (state = 'running' and locked_until < ${now}))
       order by run_at, id
       limit 1
       for update skip locked)
    update jobs j set state = 'running', attempts = j.attempts + 1, locked_until = ${now}::timestamptz + ${lease} * interval '1 millisecond'
      from due where j.id = due.id
    returning j.id, j.queue, j.key, j.payload, j.attempts, j.max_attempts`.execute(db);
  return rows[0];
}

export async function completeJob(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', finished_at: now, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: retried after `retryAt`, or kept as 'failed' (the dead letter) after the last one. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  now: Date,
  retryAt: Date,
): Promise<void> {
  const last = job.attempts >= job.max_attempts;
  await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'waiting',
      run_at: last ? now : retryAt,
      last_error: error.slice(0, 2000),
      locked_until: null,
      finished_at: last ? now : null,
    })
    .where('id', '=', job.id)
    .execute();
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
