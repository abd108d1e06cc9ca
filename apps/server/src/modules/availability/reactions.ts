import { onJob } from '../jobs/index.ts';
import { SAMPLE_QUEUE, sampleJob } from './availability.service.ts';

/** What the availability module does on jobs (src/reactions.ts calls every module's in a fixed order). */
export function registerAvailabilityReactions(): void {
  onJob(SAMPLE_QUEUE, sampleJob, { leaseMs: 30_000 });
}
