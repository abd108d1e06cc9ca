import { registerAccountsReactions } from './modules/accounts/index.ts';
import { registerAnnouncementsReactions } from './modules/announcements/index.ts';
import { registerAuthReactions } from './modules/auth/index.ts';
import { registerAvailabilityReactions } from './modules/availability/index.ts';
import { registerEventsReactions } from './modules/events/index.ts';
import { registerFilesReactions } from './modules/files/index.ts';
import { registerMailReactions } from './modules/mail/index.ts';
import { registerOffersReactions } from './modules/offers/index.ts';
import { registerOpenDataReactions } from './modules/open-data/index.ts';
import { registerSearchReactions } from './modules/search/index.ts';
import { registerSettlementReactions } from './modules/settlement/index.ts';
import { registerStatisticsReactions } from './modules/statistics/index.ts';

let registered = false;

/**
 * Every module's reactions (issue 46): what runs in the transaction of an event (`onEvent`), the log's
 * consumers (`registerConsumer`) and the job handlers (`onJob`), each module's from its own
 * reactions.ts, in this fixed order (the order in which they were registered when each module did so
 * as it loaded: in-transaction reactions to one event type run in it, and consumers are run in it).
 * Called by whatever records events or runs consumers and jobs: the app, the background work, the
 * seeds and the test helpers; once per process (a second call does nothing).
 */
export function registerReactions(): void {
  if (registered) return;
  registered = true;
  registerEventsReactions();
  registerFilesReactions();
  registerAnnouncementsReactions();
  registerAuthReactions();
  registerOffersReactions();
  registerSettlementReactions();
  registerOpenDataReactions();
  registerStatisticsReactions();
  registerSearchReactions();
  registerMailReactions();
  registerAccountsReactions();
  registerAvailabilityReactions();
}
