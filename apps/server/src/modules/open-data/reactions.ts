import { registerConsumer } from '../events/index.ts';
import { onJob } from '../jobs/index.ts';
import { RELEASE_QUEUE, releaseConsumer, releaseJob } from './open-data.service.ts';

/** What the open data module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerOpenDataReactions(): void {
  registerConsumer(releaseConsumer);
  onJob(RELEASE_QUEUE, releaseJob);
}
