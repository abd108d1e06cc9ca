import { onEvent } from '../events/index.ts';
import { reindexAnnouncement } from './search-index.service.ts';

/** What the search module does on events (issue 46: each module's registrations here, in one function;
 * src/reactions.ts calls every module's in a fixed order). */
export function registerSearchReactions(): void {
  /**
   * The search index follows each publication in the publishing transaction (decision 0030): a search
   * right after the answer finds the new version. Status and dates follow by a trigger (decision 0011).
   */
  onEvent(['announcement.published', 'announcement.version_published'], (trx, event) =>
    reindexAnnouncement(trx, event.object.id),
  );
}
