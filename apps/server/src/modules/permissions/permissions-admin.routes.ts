import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
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
  permissionsListQuerySchema,
  savedPackageSchema,
} from '@bk/contracts/users/permissions-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
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
import { findUserToGrant, listHistory } from './permissions-history.service.ts';

const tags = ['permissions'];
const ok = <T>(data: T) => ({ status: 'OK' as const, data });

/** Permission administration (spec 3 section 7): the two tables, packages, find-user, history. */
export async function permissionsAdminRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  r.get(
    '/api/admin/permissions_cont_dict_users',
    {
      schema: {
        tags,
        summary:
          "A user's administration packages (users, content, dictionary); the viewer's own without authorized",
        querystring: permissionsListQuerySchema,
        response: { 200: okEnvelopeSchema(areaPackagesSchema) },
      },
    },
    async (request) => ok(await listAreaPackages(deps.db, actor(request), request.query)),
  );

  for (const area of adminAreas) areaRoutes(area);

  function areaRoutes(area: AdminArea) {
    const path = `/api/admin/${areaPaths[area]}`;
    r.get(
      `${path}/package`,
      {
        schema: {
          tags,
          summary: `A user's ${area} package`,
          querystring: areaPackageQuerySchema,
          response: { 200: okEnvelopeSchema(areaPackageSchema) },
        },
      },
      async (request) => ok(await getAreaPackage(deps.db, actor(request), area, request.query.authorized)),
    );
    for (const [method, mode] of [
      ['post', 'create'],
      ['put', 'update'],
    ] as const) {
      r[method](
        path,
        {
          schema: {
            tags,
            summary: `${mode === 'create' ? 'Grants' : 'Changes'} a user's ${area} package (the area's management; only flags the granter holds; never one's own)`,
            body: areaPackageInputSchema,
            response: { 200: okEnvelopeSchema(savedPackageSchema) },
          },
        },
        async (request) => ok(await saveAreaPackage(deps, actor(request), area, request.body, mode)),
      );
    }
    r.delete(
      path,
      {
        schema: {
          tags,
          summary: `Removes a user's ${area} package`,
          querystring: areaPackageQuerySchema,
          response: { 200: okEnvelopeSchema(savedPackageSchema) },
        },
      },
      async (request) => ok(await deleteAreaPackage(deps, actor(request), area, request.query.authorized)),
    );
  }

  const levels = `/api/admin/${LEVELS_PATH}`;
  r.get(
    levels,
    {
      schema: {
        tags,
        summary: "A user's implementation-level packages, 20 a page",
        querystring: permissionsListQuerySchema,
        response: { 200: okEnvelopeSchema(levelPackagesSchema) },
      },
    },
    async (request) => ok(await listLevelPackages(deps.db, actor(request), request.query)),
  );
  r.get(
    `${levels}/package`,
    {
      schema: {
        tags,
        summary: "A user's package at one level (level_id empty: every level)",
        querystring: levelPackageQuerySchema,
        response: { 200: okEnvelopeSchema(levelPackageSchema) },
      },
    },
    async (request) =>
      ok(await getLevelPackage(deps.db, actor(request), request.query.authorized, request.query.level_id)),
  );
  r.get(
    `${levels}/users`,
    {
      schema: {
        tags,
        summary: 'Who holds a package at a level (direct) or above it (inherited)',
        querystring: levelUsersQuerySchema,
        response: { 200: okEnvelopeSchema(levelUsersSchema) },
      },
    },
    async (request) => ok(await levelHolders(deps.db, actor(request), request.query)),
  );
  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'update'],
  ] as const) {
    r[method](
      levels,
      {
        schema: {
          tags,
          summary: `${mode === 'create' ? 'Grants' : 'Changes'} a user's package at a level (level management there; only flags held there; not below a higher package)`,
          body: levelPackageInputSchema,
          response: { 200: okEnvelopeSchema(savedPackageSchema) },
        },
      },
      async (request) => ok(await saveLevelPackage(deps, actor(request), request.body, mode)),
    );
  }
  r.delete(
    levels,
    {
      schema: {
        tags,
        summary: "Removes a user's package at a level",
        querystring: levelPackageQuerySchema,
        response: { 200: okEnvelopeSchema(savedPackageSchema) },
      },
    },
    async (request) =>
      ok(await deleteLevelPackage(deps, actor(request), request.query.authorized, request.query.level_id)),
  );

  r.get(
    '/api/admin/permissions/find-user',
    {
      schema: {
        tags,
        summary: 'The user to grant to, by e-mail and/or identifier',
        querystring: findUserQuerySchema,
        response: { 200: okEnvelopeSchema(foundUserSchema) },
      },
    },
    async (request) => ok(await findUserToGrant(deps.db, actor(request), request.query)),
  );
  r.get(
    '/api/admin/permissions_history',
    {
      schema: {
        tags,
        summary: "A user's permission history, newest first, 20 a page",
        querystring: historyQuerySchema,
        response: { 200: okEnvelopeSchema(historySchema) },
      },
    },
    async (request) => ok(await listHistory(deps.db, actor(request), request.query)),
  );
}
