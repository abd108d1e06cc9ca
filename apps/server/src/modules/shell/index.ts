/** The shell (menu badges and the 'N' marks): what other modules may use of it (decision 0030). */
export { badgeRoutes } from './badge.routes.ts';
export { dropAnnouncementMarkWhenSeen } from './badge.service.ts';
