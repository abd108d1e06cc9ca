/** Health and readiness: what the server's start and the app use of it (decision 0030). */
export { healthMessages, healthRoutes } from './health.routes.ts';
export { Readiness } from './health.service.ts';
