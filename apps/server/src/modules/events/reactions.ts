import { onJob } from '../jobs/index.ts';
import { LOG_DAY_QUEUE, logDayHandler } from './log-day.ts';

/** What the events module runs itself (issue 47): the log's day. */
export function registerEventsReactions(): void {
  onJob(LOG_DAY_QUEUE, logDayHandler, { leaseMs: 10 * 60_000 });
}
