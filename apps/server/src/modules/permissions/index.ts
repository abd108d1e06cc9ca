/** Permission administration: what other modules may use of it (decision 0030). */
export { type LevelGranter, levelGranter } from './level-permissions.service.ts';
// Issue 46: the dictionaries' reads of the levels, handed to the permissions by app.ts (the dictionaries
// import the permissions).
export { type LevelReads, registerLevelReads } from './level-reads.ts';
// For the demo seed (src/seed), which grants its accounts' permissions.
/** The administrators who read the event log, with their e-mail addresses (mail's alerts); what holds a
 * level back from removal: the permissions granted at it (dictionaries' levels); a user's permission
 * rows with their levels, handed to the users by app.ts (issue 46: the permissions import the users). */
export {
  auditLogAdministrators,
  insertPermission,
  permissionCountOfLevel,
  permissionsWithLevelsOf,
} from './permissions-admin.repository.ts';
export { permissionsAdminRoutes } from './permissions-admin.routes.ts';
