import { onEvent, registerConsumer } from '../events/index.ts';
import { onJob } from '../jobs/index.ts';
import { updateAnnouncement } from './announcements.repository.ts';
import { announcementEvent } from './publication.ts';
import { DUE_QUEUE, scheduleConsumer, settleDueJob } from './schedule.ts';

/** What the announcements module does on events and jobs (issue 46: each module's registrations here,
 * in one function; src/reactions.ts calls every module's in a fixed order). */
export function registerAnnouncementsReactions(): void {
  /**
   * The announcement's status follows its settlement (decision 0030): the first publication of the
   * settlement makes it RESOLVED, in the settlement's transaction (which holds the announcement's row).
   */
  onEvent(['settlement.published'], async (trx, event) => {
    if (event.payload?.first !== true) return;
    await updateAnnouncement(trx, event.object.id, { status: 'RESOLVED', status_changed_at: event.at });
    await announcementEvent(trx, 'announcement.resolved', event.object.id, event.actor, event.at);
  });
  registerConsumer(scheduleConsumer);
  onJob(DUE_QUEUE, settleDueJob);
}
