/** The availability module (issue 50): the minute samples, the status page and declared failures. */

export { availabilityRoutes } from './availability.routes.ts';
export { outageTouchingDeadline, scheduleAvailability } from './availability.service.ts';
export { registerAvailabilityReactions } from './reactions.ts';
