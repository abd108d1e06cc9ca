/** Permission administration: what other modules may use of it (decision 0030). */
export { type LevelGranter, levelGranter } from './level-permissions.service.ts';
// For the demo seed (src/seed), which grants its accounts' permissions.
/** The administrators who read the event log, with their e-mail addresses (mail's alerts); what holds a
 * level back from removal: the permissions granted at it (dictionaries' levels). */
export {
  auditLogAdministrators,
  insertPermission,
  permissionCountOfLevel,
} from './permissions-admin.repository.ts';
export { permissionsAdminRoutes } from './permissions-admin.routes.ts';
