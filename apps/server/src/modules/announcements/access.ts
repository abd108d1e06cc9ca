// The announcement's roles moved to announcements.policy.ts; kept for the modules that import them here.
export { type AnnouncementRole, noRole, roleFor } from './announcements.policy.ts';
