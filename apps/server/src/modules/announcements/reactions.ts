import { onEvent } from '../events/index.ts';
import { updateAnnouncement } from './announcements.repository.ts';
import { announcementEvent } from './publication.ts';

/**
 * The announcement's status follows its settlement (decision 0030): the first publication of the
 * settlement makes it RESOLVED, in the settlement's transaction (which holds the announcement's row).
 */
onEvent(['settlement.published'], async (trx, event) => {
  if (event.payload?.first !== true) return;
  await updateAnnouncement(trx, event.object.id, { status: 'RESOLVED', status_changed_at: event.at });
  await announcementEvent(trx, 'announcement.resolved', event.object.id, event.actor, event.at);
});
