import { onJob } from '../jobs/index.ts';
import { sendLinkRequest } from './link-requests.ts';
import { LINK_REQUEST_QUEUE } from './links.ts';

/** What the accounts module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerAccountsReactions(): void {
  onJob(LINK_REQUEST_QUEUE, sendLinkRequest);
}
