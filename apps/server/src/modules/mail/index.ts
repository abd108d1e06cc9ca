/**
 * E-mail (issue 32, decision 0032): what other modules may use of it. Its consumers of the log (the
 * notifications, the 'ends within 24 hours' schedule) and its jobs (delivery, the reminders, the daily
 * newsletter) register on load.
 */
export { ACCOUNT_KIND_PREFIX, accountMessageQueued, queueAccountMessage } from './account-mail.ts';
export { mailRoutes } from './mail.routes.ts';
export { registerMailReactions } from './reactions.ts';
export { scheduleNewsletter } from './scheduled.ts';
export { configureMail, type MailSettings } from './settings.ts';
export type { AccountMailContent } from './templates/AccountEmail.tsx';
export { createSmtpSender, type MailSender } from './transport.ts';
