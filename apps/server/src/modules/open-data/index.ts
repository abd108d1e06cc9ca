/**
 * Open data (issue 36, decision 0036): the OCDS releases made from the event log, and their endpoints.
 * The consumer and the job that write releases register on load.
 */
export type { Release } from './ocds-build.ts';
export { openDataRoutes } from './open-data.routes.ts';
export { configureOpenData, ocidOf } from './open-data.service.ts';
export { registerOpenDataReactions } from './reactions.ts';
