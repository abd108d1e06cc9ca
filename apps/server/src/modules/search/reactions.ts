import { onEvent, registerConsumer } from '../events/index.ts';
import { onJob } from '../jobs/index.ts';
import {
  ATTACHMENTS_LEASE_MS,
  ATTACHMENTS_QUEUE,
  attachmentsConsumer,
  readAttachmentsJob,
} from './attachment-reading.ts';
import { reindexAnnouncement } from './search-index.service.ts';

/** What the search module does on events (issue 46: each module's registrations here, in one function;
 * src/reactions.ts calls every module's in a fixed order). */
export function registerSearchReactions(): void {
  /**
   * The search index follows each publication in the publishing transaction (decision 0030): a search
   * right after the answer finds the new version. Status and dates follow by a trigger (decision 0011).
   * The attachments' text follows after the commit, once read (decision 0050).
   */
  onEvent(['announcement.published', 'announcement.version_published'], (trx, event) =>
    reindexAnnouncement(trx, event.object.id),
  );
  registerConsumer(attachmentsConsumer);
  onJob(ATTACHMENTS_QUEUE, readAttachmentsJob, { leaseMs: ATTACHMENTS_LEASE_MS });
}
