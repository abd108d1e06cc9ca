import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import type { Consumer } from '../events/index.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { settleNow } from './publish.service.ts';

/**
 * Time-driven work on the job queue (decision 0030): a consumer of the log puts a job at each
 * announcement's publication date and deadline; the job publishes and closes whatever is due (one
 * conditional statement each, so a job that runs twice changes nothing the second time). Reads still
 * settle what is due before answering (the announcements module's one hook), so a read a moment after
 * the deadline sees the closed state before the job has run.
 */
export const DUE_QUEUE = 'announcements.due';

export const scheduleConsumer: Consumer = {
  name: 'announcement-schedule',
  types: ['announcement.published', 'announcement.version_published', 'announcement.publication_scheduled'],
  handle: async (trx, event) => {
    const payload = event.payload as { publication_date?: string; submission_deadline?: string };
    const [key, at] =
      event.type === 'announcement.publication_scheduled'
        ? [`publish:${event.object_id}`, payload.publication_date]
        : [`close:${event.object_id}`, payload.submission_deadline];
    if (!at) return;
    await enqueueJob(
      trx,
      { queue: DUE_QUEUE, key, runAt: new Date(at), payload: { announcement_id: event.object_id } },
      new Date(event.occurred_at),
    );
  },
};

export const settleDueJob: JobHandler = async (_job, deps) => {
  await settleNow(deps);
};

/** A sweep at start: whatever fell due while no process ran (or before the queue existed) is settled. */
export async function scheduleSweep(deps: { db: Kysely<DB>; clock: Clock }) {
  await enqueueJob(deps.db, { queue: DUE_QUEUE, key: 'sweep', runAt: deps.clock.now() }, deps.clock.now());
}
