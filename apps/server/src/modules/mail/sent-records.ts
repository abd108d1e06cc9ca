import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { holdConnection, markSent } from './outbox.repository.ts';

type Waiting = {
  id: number;
  attempts: number;
  dot: () => void;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * The records 'sent' of one delivery's messages (decision 0032), written together. A message whose
 * content has drained to the kernel waits here with its final dot unwritten; one statement then
 * records every message waiting, on a connection held for it, and their dots are written in the tick
 * that statement starts: a message's record and its dot still leave the process together (a kill -9
 * leaves both or neither), while a delivery over many SMTP connections takes one database connection
 * and one statement for all the messages that came to their end meanwhile, not one of each per message
 * (five connections and more waited on the background pool's two, a statement each).
 */
export class SentRecords {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * The message's record, with `dot` called in the tick it starts; resolves once it is written, and
   * rejects if it failed or another delivery took the message over (the attempt count fences it).
   */
  record(id: number, attempts: number, dot: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id, attempts, dot, resolve, reject });
      void this.#write();
    });
  }

  /** Writes the waiting records, a statement at a time, until none waits. */
  async #write(): Promise<void> {
    if (this.#writing) return;
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        let held: Awaited<ReturnType<typeof holdConnection>>;
        try {
          held = await holdConnection(this.db);
        } catch (error) {
          // No connection: no record and no dot (each message's SMTP connection is dropped).
          for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
          continue;
        }
        const batch = this.#waiting.splice(0);
        try {
          const written = markSent(held.conn, batch, this.clock.now());
          for (const waiting of batch) waiting.dot();
          const recorded = await written;
          for (const waiting of batch)
            if (recorded.has(waiting.id)) waiting.resolve();
            else waiting.reject(new Error(`message ${waiting.id} was taken over by another delivery`));
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        } finally {
          await held.release();
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}
