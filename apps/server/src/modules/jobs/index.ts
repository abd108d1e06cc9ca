import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { BackgroundLoop } from '../../lib/background-loop.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  deleteDoneJobs,
  failJob,
  insertJob,
  insertJobs,
  jobCounts,
  type NewJob,
} from './jobs.repository.ts';

/**
 * The job queue in the database (decision 0030): a table claimed with FOR UPDATE SKIP LOCKED, the same
 * on PostgreSQL and PGlite (pg-boss and graphile-worker were tried; neither keeps an enqueue inside the
 * embedded database's one-connection transactions). Retries with exponential backoff; after the last
 * attempt a job stays 'failed' (the dead letter). A job runs at least once: its handler is idempotent.
 */
export { jobCounts, type NewJob };

export type JobHandler = (job: ClaimedJob, deps: { db: Kysely<DB>; clock: Clock }) => Promise<void>;

type Registered = { handler: JobHandler; leaseMs: number };
const handlers = new Map<string, Registered>();
const nudges = new Set<() => void>();

/** Many jobs without keys in one statement, in the caller's transaction (a notification's deliveries). */
export async function enqueueJobs(trx: Transaction<DB> | Kysely<DB>, jobs: readonly NewJob[], now: Date) {
  if (jobs.length === 0) return;
  await insertJobs(trx, jobs, now);
  for (const nudge of nudges) nudge();
}

/** A claimed job's lease by default: a job whose process died is claimed again after it. */
const LEASE_MS = 5 * 60_000;

/**
 * Registers what a queue's jobs do (modules register theirs when loaded). `leaseMs`: how long a claimed
 * job is its process's before another may take it (a handler that keeps within it is never run twice
 * at once; one whose process died runs again after it).
 */
export function onJob(queue: string, handler: JobHandler, options: { leaseMs?: number } = {}): void {
  handlers.set(queue, { handler, leaseMs: options.leaseMs ?? LEASE_MS });
}

/** Enqueues a job in the caller's transaction: it exists exactly when the change commits. */
export async function enqueueJob(trx: Transaction<DB> | Kysely<DB>, job: NewJob, now: Date): Promise<void> {
  await insertJob(trx, job, now);
  // The runners of this process look soon after (the caller's transaction commits meanwhile).
  for (const nudge of nudges) nudge();
}
/** Backoff after the n-th failed attempt: 2^n seconds, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 1000 * 2 ** attempts);
/** Done jobs are kept a day. */
const KEEP_DONE_MS = 86_400_000;

/**
 * Runs due jobs in this process: polls every `intervalMs` (any number of processes share the queue),
 * one job at a time; `run` drains what is due now (tests wait for it).
 */
export class JobRunner extends BackgroundLoop {
  #lastCleanup = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    log: (error: unknown) => void,
  ) {
    super(log);
  }

  override start(intervalMs: number): void {
    super.start(intervalMs);
    nudges.add(this.#nudge);
  }

  override async stop(): Promise<void> {
    nudges.delete(this.#nudge);
    await super.stop();
  }

  readonly #nudge = () => this.nudge(30);

  protected work(): Promise<void> {
    return this.#drain();
  }

  async #drain(): Promise<void> {
    const queues = [...handlers].map(([name, r]) => ({ name, leaseMs: r.leaseMs }));
    while (!this.stopped) {
      const now = this.clock.now();
      let job: ClaimedJob | undefined;
      try {
        job = await claimJob(this.db, queues, now);
      } catch (error) {
        this.log(error);
        return;
      }
      if (!job) break;
      const handler = handlers.get(job.queue)?.handler;
      try {
        if (!handler) throw new Error(`no handler for the queue ${job.queue}`);
        await handler(job, { db: this.db, clock: this.clock });
        await completeJob(this.db, job.id, this.clock.now());
      } catch (error) {
        const at = this.clock.now();
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        await failJob(this.db, job, message, at, new Date(at.getTime() + retryDelayMs(job.attempts))).catch(
          this.log,
        );
        if (!this.stopped) this.log(error);
      }
    }
    const now = this.clock.now().getTime();
    if (now - this.#lastCleanup > 3_600_000) {
      this.#lastCleanup = now;
      await deleteDoneJobs(this.db, new Date(now - KEEP_DONE_MS)).catch(this.log);
    }
  }
}
