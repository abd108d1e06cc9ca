import { saveAnnouncementSchema } from '@bk/contracts/announcements/content';
import {
  deadlineExtendedSchema,
  deadlineExtensionSchema,
} from '@bk/contracts/announcements/deadline-extension';
import {
  advertiserListQuerySchema,
  advertiserListSchema,
  announcementMetaSchema,
} from '@bk/contracts/announcements/list';
import { publishSchema } from '@bk/contracts/announcements/publish';
import { keyPartPaths } from '@bk/contracts/announcements/rules';
import { storedContentSchema } from '@bk/contracts/announcements/stored';
import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import { ownerChoicesSchema } from '@bk/contracts/dictionaries/form';
import {
  favoritesQuerySchema,
  favoritesResultSchema,
  newsletterQuerySchema,
  newsletterResultSchema,
} from '@bk/contracts/newsletter/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import { validationFieldErrors } from '../../plugins/errors.ts';
import { cancelAnnouncement, copyAnnouncement, deleteDraft } from './actions.service.ts';
import { listFavorites } from './favorites.service.ts';
import { newsletterList } from './list-modes.ts';
import './file-access.ts';
import { compactForForm } from './compact.service.ts';
import { registerDetailsRoutes } from './details.routes.ts';
import { extendDeadline } from './extension.service.ts';
import { listOwnAnnouncements } from './owner-list.service.ts';
import { publish } from './publish.service.ts';
import { type AnnouncementDeps, createDraft, saveAnnouncement } from './save.service.ts';

const tags = ['announcements'];
const statusObject = z.object({ id: z.number(), name: z.string(), label: z.string() });
const changed = z.object({
  advertisement: z.object({ id: z.number(), status: statusObject, copied_from_id: z.number().optional() }),
});

/** Schema errors of a form, with parts keyed by their temporary id like every other error of the form. */
function refuseInvalidContent(error: unknown, body: unknown): void {
  if (!error) return;
  // An id that is not a plain positive integer names no announcement.
  if ((error as { validationContext?: string }).validationContext === 'params') throw notFound();
  const errors = validationFieldErrors(error) ?? {};
  const parts = (body as { announcement?: { parts?: unknown } } | null)?.announcement?.parts;
  const keyed = Array.isArray(parts)
    ? keyPartPaths(
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^announcement\./, ''), v])),
        {
          parts: parts.map((p: { id?: unknown; temporary_id?: unknown }) => ({
            id: typeof p?.id === 'number' ? p.id : null,
            temporary_id: typeof p?.temporary_id === 'string' ? p.temporary_id : null,
          })) as never,
        },
      )
    : errors;
  throw unprocessable(keyed);
}

/** Writing announcements and the advertiser's list (spec 1 section 7). */
export async function announcementsRoutes(app: FastifyInstance, deps: AnnouncementDeps): Promise<void> {
  registerDetailsRoutes(app, deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/announcements',
    openToAll({
      schema: {
        tags,
        summary:
          "The signed-in user's lists: own announcements (mode=advertiser), favourites (mode=favorites), a day of the newsletter (mode=newsletter)",
        querystring: z.discriminatedUnion('mode', [
          advertiserListQuerySchema,
          favoritesQuerySchema,
          newsletterQuerySchema,
        ]),
        response: {
          200: okEnvelopeSchema(
            // The most particular first: the answer is serialized by the first member that fits it, and
            // an empty newsletter day would fit the favourites' shape and lose its counts and date.
            z.union([advertiserListSchema, newsletterResultSchema, favoritesResultSchema]),
          ),
        },
      },
    }),
    async (request) => {
      const { userId } = requireAuth(request);
      const q = request.query;
      if (q.mode === 'favorites') return ok(await listFavorites(deps.db, userId, q));
      if (q.mode === 'newsletter') return ok(await newsletterList(deps, userId, q));
      return ok(await listOwnAnnouncements(deps.db, userId, q));
    },
  );

  r.get(
    '/api/announcements/:id/compact',
    {
      schema: {
        tags,
        summary: 'The announcement for its form (draft, draft copy or last published version)',
        params: idParams,
        response: {
          200: okEnvelopeSchema(
            z.object({
              advertisement: announcementMetaSchema,
              version: z.object({
                id: z.number(),
                kind: z.string(),
                version_no: z.number().nullable(),
                content: storedContentSchema,
              }),
              owner_choices: ownerChoicesSchema.nullable(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await compactForForm(deps.db, requireAuth(request).userId, request.params.id)),
  );

  r.post(
    '/api/announcements',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'A new draft',
        body: saveAnnouncementSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      refuseInvalidContent(request.validationError, request.body);
      return ok(await createDraft(deps, auth.userId, request.body.announcement));
    },
  );

  r.put(
    '/api/announcements/:id',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Saves the draft (or draft copy); mode=publish gives a published announcement a new version',
        params: idParams,
        querystring: z.object({ mode: z.enum(['draft', 'publish']).default('draft') }),
        body: saveAnnouncementSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      refuseInvalidContent(request.validationError, request.body);
      const data = await saveAnnouncement(
        deps,
        auth.userId,
        request.params.id,
        request.body.announcement,
        request.query.mode,
      );
      return ok(data);
    },
  );

  r.post(
    '/api/announcements/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publishes now or schedules (the author publish dialog)',
        params: idParams,
        body: publishSchema,
        response: {
          200: okEnvelopeSchema(z.object({ id: z.number(), status: z.string(), scheduled: z.boolean() })),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await publish(deps, auth.userId, { ...request.body, id: request.params.id });
      return ok(data);
    },
  );

  r.delete(
    '/api/announcements/:id',
    okRoute(tags, 'Deletes a draft', z.object({ id: z.number() }), { params: idParams }),
    async (request) => ok(await deleteDraft(deps, requireAuth(request).userId, request.params.id)),
  );

  r.post(
    '/api/announcements/:id/copy',
    okRoute(tags, 'Copies into a new draft', changed, { params: idParams }),
    async (request) => ok(await copyAnnouncement(deps, requireAuth(request).userId, request.params.id)),
  );

  r.post(
    '/api/announcements/:id/deadline-extension',
    {
      schema: {
        tags,
        summary:
          'Extends the deadline in one step: a new version with the reason (after the deadline only when a declared failure touched it)',
        params: idParams,
        body: deadlineExtensionSchema,
        response: { 200: okEnvelopeSchema(deadlineExtendedSchema) },
      },
    },
    async (request) =>
      ok(await extendDeadline(deps, requireAuth(request).userId, request.params.id, request.body)),
  );

  r.post(
    '/api/announcements/:id/cancel',
    okRoute(tags, 'Cancels a published announcement', changed, { params: idParams }),
    async (request) => ok(await cancelAnnouncement(deps, requireAuth(request).userId, request.params.id)),
  );
}
