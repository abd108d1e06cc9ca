import { adminListQuerySchema, adminListSchema } from '@bk/contracts/announcements/admin-list';
import {
  announcementPermissionsSchema,
  announcementViewSchema,
  versionListSchema,
} from '@bk/contracts/announcements/details';
import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParamSchema, idParams } from '@bk/contracts/common/input';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { listForAdministrator } from './admin-list.service.ts';
import { announcementPermissions, setLock } from './admin-lock.service.ts';
import { versionsOf, viewAnnouncementJson } from './details.service.ts';
import { addFavorite, clearAnnouncementBadge, removeFavorite } from './favorites.service.ts';
import type { AnnouncementDeps } from './save.service.ts';

const tags = ['announcements'];
const view = okEnvelopeSchema(announcementViewSchema);
const statusObject = z.object({ id: z.number(), name: z.string(), label: z.string() });

/** Sends JSON text as it is (the details views are assembled as text; see viewAnnouncementJson). */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** Reading announcements (anyone, by visibility), favourites, the new mark, the lock and the admin list. */
export function registerDetailsRoutes(app: FastifyInstance, deps: AnnouncementDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

  r.get(
    '/api/announcements/:id',
    {
      schema: {
        tags,
        summary: 'An announcement: its current published version',
        params: idParams,
        response: { 200: view },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await viewAnnouncementJson(deps.db, viewer(request), request.params.id, { kind: 'current' }),
      ),
  );
  r.get(
    '/api/announcements/:id/draft',
    {
      schema: {
        tags,
        summary: 'The draft (or draft copy) of an announcement',
        params: idParams,
        response: { 200: view },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await viewAnnouncementJson(deps.db, viewer(request), request.params.id, { kind: 'draft' }),
      ),
  );
  r.get(
    '/api/announcements/:id/versions/:versionId',
    {
      schema: {
        tags,
        summary: 'A published version of an announcement',
        params: idParams.extend({ versionId: idParamSchema }),
        response: { 200: view },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await viewAnnouncementJson(deps.db, viewer(request), request.params.id, {
          kind: 'version',
          versionId: request.params.versionId,
        }),
      ),
  );
  r.get(
    '/api/announcements/:id/versions',
    {
      schema: {
        tags,
        summary: 'The versions of an announcement',
        params: idParams,
        response: { 200: okEnvelopeSchema(versionListSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await versionsOf(deps.db, viewer(request), request.params.id),
    }),
  );

  const favorite = okEnvelopeSchema(z.object({ id: z.number(), favorite: z.boolean() }));
  r.post(
    '/api/favorite-announcements/:id',
    {
      schema: {
        tags,
        summary: 'Adds an announcement to favourites',
        params: idParams,
        response: { 200: favorite },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await addFavorite(deps, auth.userId, request.params.id) };
    },
  );
  r.delete(
    '/api/favorite-announcements/:id',
    {
      schema: {
        tags,
        summary: 'Removes an announcement from favourites',
        params: idParams,
        response: { 200: favorite },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await removeFavorite(deps, auth.userId, request.params.id) };
    },
  );
  r.delete(
    '/api/badge/advertisement/:id',
    {
      schema: {
        tags,
        summary: 'Clears the new mark of an announcement',
        params: idParams,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        status: 'OK' as const,
        data: await clearAnnouncementBadge(deps, auth.userId, request.params.id),
      };
    },
  );

  for (const action of ['lock', 'unlock'] as const) {
    r.put(
      `/api/admin/announcements/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'lock' ? 'Locks' : 'Unlocks'} an announcement (blocking)`,
          params: idParams,
          response: {
            200: okEnvelopeSchema(
              z.object({ advertisement: z.object({ id: z.number(), status: statusObject }) }),
            ),
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return {
          status: 'OK' as const,
          data: await setLock(deps, auth.userId, request.params.id, action === 'lock'),
        };
      },
    );
  }
  r.get(
    '/api/admin/permissions_ads_projects_enrollments/ad/:id',
    {
      schema: {
        tags,
        summary: 'What the signed-in user may do with an announcement as an administrator',
        params: idParams,
        response: { 200: okEnvelopeSchema(announcementPermissionsSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        status: 'OK' as const,
        data: await announcementPermissions(deps.db, auth.userId, request.params.id),
      };
    },
  );
  r.get(
    '/api/admin/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements in the administrator scope',
        querystring: adminListQuerySchema,
        response: { 200: okEnvelopeSchema(adminListSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await listForAdministrator(deps.db, auth.userId, request.query) };
    },
  );
}
