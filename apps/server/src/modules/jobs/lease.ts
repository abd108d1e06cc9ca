import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { extendLease, type JobLease } from './jobs.repository.ts';

/** The job whose lease was lost: another runner claimed it after the lease ran out, or it was failed. */
export class LeaseLost extends Error {
  constructor(job: JobLease & { queue: string }, what: string) {
    super(`job ${job.id} (${job.queue}): its lease was lost, ${what}`);
    this.name = 'LeaseLost';
  }
}

/**
 * The heartbeat of a claimed job (decision 0046): every third of the lease the lease is moved to a whole
 * lease from now, under the claim's token, while the handler works; a long job is then never taken
 * over by another runner while its process lives. A refused extension (the token no longer holds)
 * means the lease was lost: `signal` aborts (a handler may stop early), and the heartbeat stops.
 */
export class LeaseHeartbeat {
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  #beat: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly job: JobLease & { queue: string },
    private readonly leaseMs: number,
    private readonly log: (error: unknown) => void,
  ) {
    this.#timer = setInterval(() => this.#extend(), Math.max(10, Math.floor(leaseMs / 3)));
    this.#timer.unref();
  }

  /** Aborted once the lease is known to be lost. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get lost(): boolean {
    return this.#controller.signal.aborted;
  }

  #extend(): void {
    // One extension at a time: a slow one is not overtaken by the next.
    this.#beat = this.#beat.then(async () => {
      if (this.lost) return;
      try {
        const until = new Date(this.clock.now().getTime() + this.leaseMs);
        if (!(await extendLease(this.db, this.job, until))) {
          clearInterval(this.#timer);
          this.#controller.abort(new LeaseLost(this.job, 'noticed while it ran'));
          this.log(this.#controller.signal.reason);
        }
      } catch (error) {
        // A failed extension (the database away a moment) is tried again at the next beat.
        this.log(error);
      }
    });
  }

  /** Stops the heartbeat once the handler is done, after the extension under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#beat;
  }
}
