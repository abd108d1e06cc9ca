import { registerNewsletterMode } from '../announcements/index.ts';
import { newsletterResults } from './results.service.ts';

/** The newsletter page's module: what other modules may use of it (decision 0030). */
/** Who gets e-mails of a type: the notification switches (mail). */
export { usersWithEnabledFilters, usersWithSwitchOn } from './newsletter.repository.ts';
export { newsletterRoutes, testOptOutRoutes } from './newsletter.routes.ts';
/** The opt-out links of e-mails, and one-click opt-out (List-Unsubscribe-Post) by the mail module. */
export { issueOptOutTokens, optOut } from './notifications.service.ts';
/** The daily newsletter e-mail's content (the mail module sends it). */
/** A filter's newest matches (the open data's private Atom feed of a filter). */
export { type DigestRow, dailyDigest, latestForFilter } from './results.service.ts';

// GET /api/announcements?mode=newsletter: the day's results are this module's.
registerNewsletterMode(newsletterResults);
