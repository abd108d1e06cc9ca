/** Public settings: what the app uses of the module (decision 0030). */
export { settingsRoutes } from './settings.routes.ts';
