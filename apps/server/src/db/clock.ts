/**
 * The server's one clock. Every rule that depends on time (sessions, deadlines, publication) reads
 * `clock.now()`. Tests (never production: see config.testClock) may move it forward.
 */
export class Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  set(date: Date): void {
    this.#offsetMs = date.getTime() - Date.now();
  }

  reset(): void {
    this.#offsetMs = 0;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }
}
