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
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import { listForAdministrator } from './admin-list.service.ts';
import { announcementPermissions, setLock } from './admin-lock.service.ts';
import { versionsOf, viewAnnouncementJson } from './details.service.ts';
import { addFavorite, clearAnnouncementBadge, removeFavorite } from './favorites.service.ts';
import type { AnnouncementDeps } from './save.service.ts';

const tags = ['announcements'];
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
    openToAll(
      okRoute(tags, 'An announcement: its current published version', announcementViewSchema, {
        params: idParams,
      }),
    ),
    async (request, reply) =>
      sendJson(
        reply,
        await viewAnnouncementJson(deps.db, viewer(request), request.params.id, { kind: 'current' }),
      ),
  );
  r.get(
    '/api/announcements/:id/draft',
    openToAll(
      okRoute(tags, 'The draft (or draft copy) of an announcement', announcementViewSchema, {
        params: idParams,
      }),
    ),
    async (request, reply) =>
      sendJson(
        reply,
        await viewAnnouncementJson(deps.db, viewer(request), request.params.id, { kind: 'draft' }),
      ),
  );
  r.get(
    '/api/announcements/:id/versions/:versionId',
    openToAll(
      okRoute(tags, 'A published version of an announcement', announcementViewSchema, {
        params: idParams.extend({ versionId: idParamSchema }),
      }),
    ),
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
    openToAll(okRoute(tags, 'The versions of an announcement', versionListSchema, { params: idParams })),
    async (request) => ok(await versionsOf(deps.db, viewer(request), request.params.id)),
  );

  const favorite = z.object({ id: z.number(), favorite: z.boolean() });
  r.post(
    '/api/favorite-announcements/:id',
    okRoute(tags, 'Adds an announcement to favourites', favorite, { params: idParams }),
    async (request) => ok(await addFavorite(deps, requireAuth(request).userId, request.params.id)),
  );
  r.delete(
    '/api/favorite-announcements/:id',
    okRoute(tags, 'Removes an announcement from favourites', favorite, { params: idParams }),
    async (request) => ok(await removeFavorite(deps, requireAuth(request).userId, request.params.id)),
  );
  r.delete(
    '/api/badge/advertisement/:id',
    okRoute(tags, 'Clears the new mark of an announcement', z.object({ id: z.number() }), {
      params: idParams,
    }),
    async (request) => ok(await clearAnnouncementBadge(deps, requireAuth(request).userId, request.params.id)),
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
      async (request) =>
        ok(await setLock(deps, requireAuth(request).userId, request.params.id, action === 'lock')),
    );
  }
  r.get(
    '/api/admin/permissions_ads_projects_enrollments/ad/:id',
    okRoute(
      tags,
      'What the signed-in user may do with an announcement as an administrator',
      announcementPermissionsSchema,
      { params: idParams },
    ),
    async (request) =>
      ok(await announcementPermissions(deps.db, requireAuth(request).userId, request.params.id)),
  );
  r.get(
    '/api/admin/announcements',
    okRoute(tags, 'Announcements in the administrator scope', adminListSchema, {
      querystring: adminListQuerySchema,
    }),
    async (request) => ok(await listForAdministrator(deps.db, requireAuth(request).userId, request.query)),
  );
}
