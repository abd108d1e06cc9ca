import { registerConsumer } from '../events/index.ts';
import { onJob } from '../jobs/index.ts';
import { backfillStatistics, statisticsConsumer } from './statistics.service.ts';

/** What the statistics module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerStatisticsReactions(): void {
  registerConsumer(statisticsConsumer);
  onJob('statistics.backfill', backfillStatistics, { leaseMs: 60 * 60_000 });
}
