import { idParams } from '@bk/contracts/common/input';
import {
  adminLevelListSchema,
  createLevelSchema,
  type EditableLevelKind,
  editableLevelKinds,
  levelItemSchema,
  levelListQuerySchema,
  levelListSchema,
  levelMessages,
  parentKindOf,
  perspectiveListSchema,
  renameLevelSchema,
} from '@bk/contracts/dictionaries/levels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, permissionFirst, requireAuth } from '../../plugins/auth.ts';
import { levelGranter } from '../permissions/index.ts';
import {
  createLevel,
  deleteLevelItem,
  type LevelDeps,
  listChildren,
  listForAdmin,
  listPerspectives,
  renameLevelItem,
  requireEditor,
} from './levels.service.ts';

const tags = ['dictionaries'];

/** mode=permissions: the signed-in viewer as a granter of levels (the lists keep the levels they may grant at). */
function granterOf(deps: LevelDeps, request: FastifyRequest, mode: string | undefined) {
  return mode === 'permissions' ? levelGranter(deps.db, requireAuth(request).userId) : undefined;
}

/** Public reads of the implementation-level dictionary and its administration (spec 3 section 7). */
export async function levelsRoutes(app: FastifyInstance, deps: LevelDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/perspectives',
    openToAll(
      okRoute(
        tags,
        'Perspectives (mode=permissions: those where the viewer may grant, or above one)',
        perspectiveListSchema,
        { querystring: levelListQuerySchema },
      ),
    ),
    async (request) =>
      ok(await listPerspectives(deps.db, await granterOf(deps, request, request.query.mode))),
  );

  r.get(
    '/api/admin/dictionaries_perspective',
    okRoute(tags, 'Perspectives with audit data', adminLevelListSchema),
    async (request) => ok(await listForAdmin(deps, requireAuth(request).userId, 'perspective', null)),
  );

  for (const kind of editableLevelKinds) {
    const parentKind = parentKindOf[kind];
    r.get(
      `/api/${kind}/${parentKind}/:id`,
      openToAll(
        okRoute(
          tags,
          `Items of kind ${kind} under a ${parentKind} (mode=permissions: those where the viewer may grant, or above one)`,
          levelListSchema,
          { params: idParams, querystring: levelListQuerySchema },
        ),
      ),
      async (request) =>
        ok(
          await listChildren(
            deps.db,
            kind,
            request.params.id,
            await granterOf(deps, request, request.query.mode),
          ),
        ),
    );
    registerAdminRoutes(app, deps, kind);
  }
}

function registerAdminRoutes(app: FastifyInstance, deps: LevelDeps, kind: EditableLevelKind) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/dictionaries_${kind}`;
  // The editing permission is checked before the body is read (issue 44); the service checks it again.
  const editor = (message: string) => permissionFirst((userId) => requireEditor(deps.db, userId, message));
  r.get(
    `${base}/${parentKindOf[kind]}/:id`,
    okRoute(tags, `Items of kind ${kind} with audit data`, adminLevelListSchema, { params: idParams }),
    async (request) => ok(await listForAdmin(deps, requireAuth(request).userId, kind, request.params.id)),
  );
  r.post(
    base,
    {
      ...okRoute(tags, `Adds an item of kind ${kind}`, levelItemSchema, { body: createLevelSchema }),
      onRequest: editor(levelMessages.forbiddenSave),
    },
    async (request) => ok(await createLevel(deps, requireAuth(request).userId, kind, request.body)),
  );
  r.put(
    `${base}/:id`,
    {
      ...okRoute(tags, `Renames an item of kind ${kind}`, levelItemSchema, {
        params: idParams,
        body: renameLevelSchema,
      }),
      onRequest: editor(levelMessages.forbiddenSave),
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await renameLevelItem(deps, auth.userId, kind, request.params.id, request.body.name);
      return ok(data);
    },
  );
  r.delete(
    `${base}/:id`,
    {
      ...okRoute(
        tags,
        `Deletes an item of kind ${kind} that nothing refers to`,
        z.object({ id: z.number() }),
        {
          params: idParams,
        },
      ),
      onRequest: editor(levelMessages.forbiddenDelete),
    },
    async (request) => ok(await deleteLevelItem(deps, requireAuth(request).userId, kind, request.params.id)),
  );
}
