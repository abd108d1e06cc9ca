import { registerNewsletterMode } from '../announcements/index.ts';
import { newsletterResults } from './results.service.ts';

/** The newsletter page's module: what other modules may use of it (decision 0030). */
export { newsletterRoutes, testOptOutRoutes } from './newsletter.routes.ts';

// GET /api/announcements?mode=newsletter: the day's results are this module's.
registerNewsletterMode(newsletterResults);
