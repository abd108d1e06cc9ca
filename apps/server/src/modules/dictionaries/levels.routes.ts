import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import {
  adminLevelListSchema,
  createLevelSchema,
  type EditableLevelKind,
  editableLevelKinds,
  levelItemSchema,
  levelListQuerySchema,
  levelListSchema,
  parentKindOf,
  perspectiveListSchema,
  renameLevelSchema,
} from '@bk/contracts/dictionaries/levels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { levelGranter } from '../permissions/index.ts';
import {
  createLevel,
  deleteLevelItem,
  type LevelDeps,
  listChildren,
  listForAdmin,
  listPerspectives,
  renameLevelItem,
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
    {
      schema: {
        tags,
        summary: 'Perspectives (mode=permissions: those where the viewer may grant, or above one)',
        querystring: levelListQuerySchema,
        response: { 200: okEnvelopeSchema(perspectiveListSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await listPerspectives(deps.db, await granterOf(deps, request, request.query.mode)),
    }),
  );

  r.get(
    '/api/admin/dictionaries_perspective',
    {
      schema: {
        tags,
        summary: 'Perspectives with audit data',
        response: { 200: okEnvelopeSchema(adminLevelListSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await listForAdmin(deps, auth.userId, 'perspective', null) };
    },
  );

  for (const kind of editableLevelKinds) {
    const parentKind = parentKindOf[kind];
    r.get(
      `/api/${kind}/${parentKind}/:id`,
      {
        schema: {
          tags,
          summary: `Items of kind ${kind} under a ${parentKind} (mode=permissions: those where the viewer may grant, or above one)`,
          params: idParams,
          querystring: levelListQuerySchema,
          response: { 200: okEnvelopeSchema(levelListSchema) },
        },
      },
      async (request) => ({
        status: 'OK' as const,
        data: await listChildren(
          deps.db,
          kind,
          request.params.id,
          await granterOf(deps, request, request.query.mode),
        ),
      }),
    );
    registerAdminRoutes(app, deps, kind);
  }
}

function registerAdminRoutes(app: FastifyInstance, deps: LevelDeps, kind: EditableLevelKind) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/dictionaries_${kind}`;
  r.get(
    `${base}/${parentKindOf[kind]}/:id`,
    {
      schema: {
        tags,
        summary: `Items of kind ${kind} with audit data`,
        params: idParams,
        response: { 200: okEnvelopeSchema(adminLevelListSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await listForAdmin(deps, auth.userId, kind, request.params.id) };
    },
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: `Adds an item of kind ${kind}`,
        body: createLevelSchema,
        response: { 200: okEnvelopeSchema(levelItemSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await createLevel(deps, auth.userId, kind, request.body) };
    },
  );
  r.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Renames an item of kind ${kind}`,
        params: idParams,
        body: renameLevelSchema,
        response: { 200: okEnvelopeSchema(levelItemSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await renameLevelItem(deps, auth.userId, kind, request.params.id, request.body.name);
      return { status: 'OK' as const, data };
    },
  );
  r.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Deletes an item of kind ${kind} that nothing refers to`,
        params: idParams,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        status: 'OK' as const,
        data: await deleteLevelItem(deps, auth.userId, kind, request.params.id),
      };
    },
  );
}
