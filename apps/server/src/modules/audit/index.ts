/** The audit view of the event log: what the app uses of the module (decision 0031). */
export { auditRoutes } from './audit.routes.ts';
