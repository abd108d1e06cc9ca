import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work a server process does in the background (the event log's sealer and consumers, the job queue):
 * run on a timer and on demand, one run at a time (a run asked for meanwhile runs once more after it),
 * its errors logged, stopped with the process. `work` does one round.
 */
export abstract class BackgroundLoop {
  #timer: NodeJS.Timeout | null = null;
  #soon: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  protected stopped = false;
  /**
   * Runs a function in the async context this loop was made in: a nudge comes from inside a change's
   * transaction (an enqueue, a recorded event), and the run it asks for must not inherit that
   * transaction's scope (the root handle would be refused there while it lasts).
   */
  readonly #outside = AsyncLocalStorage.snapshot();

  constructor(protected readonly log: (error: unknown) => void) {}

  protected abstract work(): Promise<void>;

  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.run(), intervalMs);
    this.#timer.unref();
  }

  /** Runs within `delayMs` (what is asked for together runs together). */
  nudge(delayMs = 20): void {
    if (this.stopped || this.#soon) return;
    this.#soon = this.#outside(() =>
      setTimeout(() => {
        this.#soon = null;
        void this.run();
      }, delayMs),
    );
    this.#soon.unref();
  }

  /** Runs now, or once more after the run under way; resolves when done (tests wait for it). */
  async run(): Promise<void> {
    if (this.stopped) return;
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          await this.work();
        } catch (error) {
          if (!this.stopped) this.log(error);
        }
      } while (this.#again && !this.stopped);
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    if (this.#soon) clearTimeout(this.#soon);
    await this.#running;
  }
}
