import { onDailyHead, onParked, onRejected, registerConsumer } from '../events/index.ts';
import { onJob } from '../jobs/index.ts';
import {
  tellAdministratorsOfDailyHead,
  tellAdministratorsOfParkedEvent,
  tellAdministratorsOfRejectedEvent,
} from './admin-alerts.ts';
import { DELIVERY_LEASE_MS, deliverMail } from './delivery.ts';
import { notificationsConsumer } from './notifications.ts';
import { outageNoticesConsumer } from './outage-notices.ts';
import { DELIVERY_QUEUE } from './outbox.ts';
import {
  ENDS_SOON_QUEUE,
  endsSoonJob,
  mailScheduleConsumer,
  NEWSLETTER_DAY_QUEUE,
  NEWSLETTER_USERS_QUEUE,
  newsletterDayJob,
  newsletterUsersJob,
} from './scheduled.ts';

/** What the mail module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerMailReactions(): void {
  onJob(DELIVERY_QUEUE, deliverMail, { leaseMs: DELIVERY_LEASE_MS });
  registerConsumer(notificationsConsumer);
  registerConsumer(mailScheduleConsumer);
  registerConsumer(outageNoticesConsumer);
  onJob(ENDS_SOON_QUEUE, endsSoonJob);
  onJob(NEWSLETTER_DAY_QUEUE, newsletterDayJob);
  onJob(NEWSLETTER_USERS_QUEUE, newsletterUsersJob);
  onParked(tellAdministratorsOfParkedEvent);
  onRejected(tellAdministratorsOfRejectedEvent);
  onDailyHead(tellAdministratorsOfDailyHead);
}
