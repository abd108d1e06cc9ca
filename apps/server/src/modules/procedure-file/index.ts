/** The procedure file (teczka postępowania, issue 47, decision 0047): what the app uses of the module. */
export { procedureFileRoutes } from './procedure-file.routes.ts';
