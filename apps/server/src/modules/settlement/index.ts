/** The settlement: what the app uses of the module (decision 0030). */
export { settlementRoutes } from './settlement.routes.ts';
