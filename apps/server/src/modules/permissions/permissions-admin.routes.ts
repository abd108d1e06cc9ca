import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import {
  type AdminArea,
  adminAreas,
  areaPackageInputSchema,
  areaPackageQuerySchema,
  areaPackageSchema,
  areaPackagesSchema,
  areaPaths,
  findUserQuerySchema,
  foundUserSchema,
  historyQuerySchema,
  historySchema,
  LEVELS_PATH,
  levelPackageInputSchema,
  levelPackageQuerySchema,
  levelPackageSchema,
  levelPackagesSchema,
  levelUsersQuerySchema,
  levelUsersSchema,
  permissionsMessages as M,
  permissionsListQuerySchema,
  savedPackageSchema,
} from '@bk/contracts/users/permissions-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { permissionFirst, requireAuth } from '../../plugins/auth.ts';
import { permissionsOf } from '../users/index.ts';
import {
  deleteAreaPackage,
  getAreaPackage,
  listAreaPackages,
  saveAreaPackage,
} from './area-permissions.service.ts';
import {
  deleteLevelPackage,
  getLevelPackage,
  levelHolders,
  listLevelPackages,
  saveLevelPackage,
} from './level-permissions.service.ts';
import type { Deps } from './package-writes.ts';
import { managesAnyLevel, managesArea } from './permissions-admin.policy.ts';
import { findUserToGrant, listHistory } from './permissions-history.service.ts';

const tags = ['permissions'];

/** Permission administration (spec 3 section 7): the two tables, packages, find-user, history. */
export async function permissionsAdminRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;
  // The management permission is checked before the body is read (issue 44); the services check it
  // again with the package in hand (never one's own, only flags held there).
  const managing = (manages: (entries: PermissionEntry[]) => boolean, message: string) =>
    permissionFirst(async (userId) => {
      if (!manages(await permissionsOf(deps.db, userId))) throw forbidden(message);
    });

  r.get(
    '/api/admin/permissions_cont_dict_users',
    okRoute(
      tags,
      "A user's administration packages (users, content, dictionary); the viewer's own without authorized",
      areaPackagesSchema,
      { querystring: permissionsListQuerySchema },
    ),
    async (request) => ok(await listAreaPackages(deps.db, actor(request), request.query)),
  );

  for (const area of adminAreas) areaRoutes(area);

  function areaRoutes(area: AdminArea) {
    const path = `/api/admin/${areaPaths[area]}`;
    r.get(
      `${path}/package`,
      okRoute(tags, `A user's ${area} package`, areaPackageSchema, { querystring: areaPackageQuerySchema }),
      async (request) => ok(await getAreaPackage(deps.db, actor(request), area, request.query.authorized)),
    );
    for (const [method, mode] of [
      ['post', 'create'],
      ['put', 'update'],
    ] as const) {
      r[method](
        path,
        {
          ...okRoute(
            tags,
            `${mode === 'create' ? 'Grants' : 'Changes'} a user's ${area} package (the area's management; only flags the granter holds; never one's own)`,
            savedPackageSchema,
            { body: areaPackageInputSchema },
          ),
          onRequest: managing((entries) => managesArea(entries, area), M.saveForbidden),
        },
        async (request) => ok(await saveAreaPackage(deps, actor(request), area, request.body, mode)),
      );
    }
    r.delete(
      path,
      {
        ...okRoute(tags, `Removes a user's ${area} package`, savedPackageSchema, {
          querystring: areaPackageQuerySchema,
        }),
        onRequest: managing((entries) => managesArea(entries, area), M.deleteForbidden),
      },
      async (request) => ok(await deleteAreaPackage(deps, actor(request), area, request.query.authorized)),
    );
  }

  const levels = `/api/admin/${LEVELS_PATH}`;
  r.get(
    levels,
    okRoute(tags, "A user's implementation-level packages, 20 a page", levelPackagesSchema, {
      querystring: permissionsListQuerySchema,
    }),
    async (request) => ok(await listLevelPackages(deps.db, actor(request), request.query)),
  );
  r.get(
    `${levels}/package`,
    okRoute(tags, "A user's package at one level (level_id empty: every level)", levelPackageSchema, {
      querystring: levelPackageQuerySchema,
    }),
    async (request) =>
      ok(await getLevelPackage(deps.db, actor(request), request.query.authorized, request.query.level_id)),
  );
  r.get(
    `${levels}/users`,
    okRoute(tags, 'Who holds a package at a level (direct) or above it (inherited)', levelUsersSchema, {
      querystring: levelUsersQuerySchema,
    }),
    async (request) => ok(await levelHolders(deps.db, actor(request), request.query)),
  );
  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'update'],
  ] as const) {
    r[method](
      levels,
      {
        ...okRoute(
          tags,
          `${mode === 'create' ? 'Grants' : 'Changes'} a user's package at a level (level management there; only flags held there; not below a higher package)`,
          savedPackageSchema,
          { body: levelPackageInputSchema },
        ),
        onRequest: managing(managesAnyLevel, M.saveForbidden),
      },
      async (request) => ok(await saveLevelPackage(deps, actor(request), request.body, mode)),
    );
  }
  r.delete(
    levels,
    {
      ...okRoute(tags, "Removes a user's package at a level", savedPackageSchema, {
        querystring: levelPackageQuerySchema,
      }),
      onRequest: managing(managesAnyLevel, M.deleteForbidden),
    },
    async (request) =>
      ok(await deleteLevelPackage(deps, actor(request), request.query.authorized, request.query.level_id)),
  );

  r.get(
    '/api/admin/permissions/find-user',
    okRoute(tags, 'The user to grant to, by e-mail and/or identifier', foundUserSchema, {
      querystring: findUserQuerySchema,
    }),
    async (request) => ok(await findUserToGrant(deps.db, actor(request), request.query)),
  );
  r.get(
    '/api/admin/permissions_history',
    okRoute(tags, "A user's permission history, newest first, 20 a page", historySchema, {
      querystring: historyQuerySchema,
    }),
    async (request) => ok(await listHistory(deps.db, actor(request), request.query)),
  );
}
