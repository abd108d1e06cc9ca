import { onJob } from '../jobs/index.ts';
import { sealExistingOffers } from './seal-existing.ts';

/** What the offers module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerOffersReactions(): void {
  onJob('offers.seal-existing', sealExistingOffers, { leaseMs: 60 * 60_000 });
}
