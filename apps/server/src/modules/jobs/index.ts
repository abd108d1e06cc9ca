import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { BackgroundLoop } from '../../lib/background-loop.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  deleteDoneJobs,
  failExpiredJobs,
  failJob,
  insertJob,
  insertJobs,
  jobCounts,
  type NewJob,
  queueDepth,
} from './jobs.repository.ts';
import { LeaseHeartbeat, LeaseLost } from './lease.ts';

/**
 * The job queue in the database (decision 0030): a table claimed with FOR UPDATE SKIP LOCKED, the same
 * on PostgreSQL and PGlite (pg-boss and graphile-worker were tried; neither keeps an enqueue inside the
 * embedded database's one-connection transactions). Retries with exponential backoff; after the last
 * attempt a job stays 'failed' (the dead letter). A job runs at least once: its handler is idempotent.
 * A claim holds a lease under a token of its own (decision 0046): the runner extends it while the
 * handler works, and completes or fails the job only while the token still holds it.
 */
/** The queues' depth by state, for the metrics. */
export { jobCounts, type NewJob, queueDepth };

/**
 * What a job does. `signal` aborts when the job's lease was lost (another runner has it now): a long
 * handler may stop early; whatever it returns then is not written.
 */
export type JobHandler = (
  job: ClaimedJob,
  deps: { db: Kysely<DB>; clock: Clock; signal: AbortSignal },
) => Promise<void>;

type Registered = { handler: JobHandler; leaseMs: number };
const handlers = new Map<string, Registered>();
const nudges = new Set<() => void>();

/** Many jobs without keys in one statement, in the caller's transaction (a notification's deliveries). */
export async function enqueueJobs(trx: Transaction<DB> | Kysely<DB>, jobs: readonly NewJob[], now: Date) {
  if (jobs.length === 0) return;
  await insertJobs(trx, jobs, now);
  for (const nudge of nudges) nudge();
}

/**
 * A claimed job's lease by default: extended every third of it while the job runs; a job whose
 * process died is claimed again after it (or, after its last attempt, failed).
 */
const LEASE_MS = 5 * 60_000;

/**
 * Registers what a queue's jobs do (each module in its reactions.ts, called by src/reactions.ts).
 * `leaseMs`: how long a claimed job is its process's before another may take it (a handler that keeps
 * within it is never run twice at once; one whose process died runs again after it).
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
    try {
      // The jobs whose process died in their last attempt are failed, not claimed again.
      await failExpiredJobs(this.db, this.clock.now());
    } catch (error) {
      this.log(error);
      return;
    }
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
      await this.#runOne(job);
    }
    const now = this.clock.now().getTime();
    if (now - this.#lastCleanup > 3_600_000) {
      this.#lastCleanup = now;
      await deleteDoneJobs(this.db, new Date(now - KEEP_DONE_MS)).catch(this.log);
    }
  }

  /**
   * Runs one claimed job under its lease's heartbeat, then writes its outcome if the lease still holds
   * it; a runner that lost the lease writes nothing (the job is another runner's now) and moves on.
   */
  async #runOne(job: ClaimedJob): Promise<void> {
    const registered = handlers.get(job.queue);
    const heartbeat = new LeaseHeartbeat(this.db, this.clock, job, registered?.leaseMs ?? LEASE_MS, this.log);
    let failure: { error: unknown } | null = null;
    try {
      if (!registered) throw new Error(`no handler for the queue ${job.queue}`);
      await registered.handler(job, { db: this.db, clock: this.clock, signal: heartbeat.signal });
    } catch (error) {
      failure = { error };
    }
    await heartbeat.stop();
    const at = this.clock.now();
    let written: boolean;
    try {
      if (failure === null) written = await completeJob(this.db, job, at);
      else {
        const { error } = failure;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        written = await failJob(
          this.db,
          job,
          message,
          at,
          new Date(at.getTime() + retryDelayMs(job.attempts)),
        );
        if (!this.stopped) this.log(error);
      }
    } catch (error) {
      this.log(error);
      return;
    }
    if (!written && !heartbeat.lost) {
      this.log(
        new LeaseLost(job, failure === null ? 'its result is not written' : 'its failure is not written'),
      );
    }
  }
}
