/** The test clock and the failing test consumer (only with BK_TEST_CLOCK): what the app uses of the module. */
export { testClockRoutes } from './clock.routes.ts';
export { testFailingConsumerRoutes } from './failing-consumer.routes.ts';
export { testProcessKillingJobRoutes } from './process-killing-job.routes.ts';
export { testSlippedEventRoutes } from './slipped-event.routes.ts';
