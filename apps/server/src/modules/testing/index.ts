/** The test clock (only with BK_TEST_CLOCK): what the app uses of the module. */
export { testClockRoutes } from './clock.routes.ts';
