import type { Kysely } from 'kysely';
import type { Clock } from './db/clock.ts';
import type { DB } from './db/schema.ts';
import { scheduleSweep } from './modules/announcements/index.ts';
import { scheduleAvailability } from './modules/availability/index.ts';
import { scheduleLogDay, startEventLog } from './modules/events/index.ts';
import { JobRunner } from './modules/jobs/index.ts';
import { scheduleNewsletter } from './modules/mail/index.ts';
import { registerReactions } from './reactions.ts';

/** The background work of a server process: the event log's sealer and consumers, and the job queue. */
export type Background = {
  /** Seals what is committed, runs the consumers and then every job now due (tests wait for it). */
  settle(): Promise<void>;
  stop(): Promise<void>;
};

export async function startBackground(deps: {
  db: Kysely<DB>;
  clock: Clock;
  log: (error: unknown) => void;
}): Promise<Background> {
  registerReactions();
  const events = startEventLog(deps);
  const jobs = new JobRunner(deps.db, deps.clock, deps.log);
  await scheduleSweep(deps);
  await scheduleNewsletter(deps);
  await scheduleLogDay(deps);
  await scheduleAvailability(deps);
  jobs.start(1_000);
  return {
    settle: async () => {
      await events.settle();
      await jobs.run();
    },
    stop: async () => {
      await events.stop();
      await jobs.stop();
    },
  };
}
