/** Permission administration: what other modules may use of it (decision 0030). */
export { type LevelGranter, levelGranter } from './level-permissions.service.ts';
export { permissionsAdminRoutes } from './permissions-admin.routes.ts';
