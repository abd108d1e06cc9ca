import { idParams } from '@bk/contracts/common/input';
import {
  enabledInputSchema,
  filterAnswerSchema,
  filterInputSchema,
  filterListSchema,
  notificationSettingsSchema,
  notificationTypeParams,
  optOutParams,
} from '@bk/contracts/newsletter/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { ok, okResponse, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import { userIdByEmail } from '../users/index.ts';
import {
  changeFilter,
  createFilter,
  listFilters,
  type NewsletterDeps,
  removeFilter,
  switchFilter,
} from './filters.service.ts';
import {
  issueOptOutToken,
  notificationSettings,
  optOut,
  setNotificationType,
} from './notifications.service.ts';

const tags = ['newsletter'];

/**
 * The newsletter page's calls (spec 2 section 7): the signed-in user's own filters and notification
 * settings, and the opt-out by token, open to everyone. The day's results are a mode of GET
 * /api/announcements (announcements.routes.ts, results.service.ts).
 */
export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/newsletter-filters',
    { schema: { tags, summary: "The user's newsletter filters", response: okResponse(filterListSchema) } },
    async (request) => ok(await listFilters(deps, requireAuth(request).userId)),
  );
  r.post(
    '/api/newsletter-filters',
    okRoute(tags, 'Saves a new filter (at least one criterion; at most 20 filters)', filterAnswerSchema, {
      body: filterInputSchema,
    }),
    async (request) => ok(await createFilter(deps, requireAuth(request).userId, request.body)),
  );
  r.put(
    '/api/newsletter-filters/:id',
    okRoute(tags, 'Changes a filter of the user', filterAnswerSchema, {
      params: idParams,
      body: filterInputSchema,
    }),
    async (request) =>
      ok(await changeFilter(deps, requireAuth(request).userId, request.params.id, request.body)),
  );
  r.put(
    '/api/newsletter-filters/:id/enabled',
    okRoute(tags, 'Switches a filter on or off', filterAnswerSchema, {
      params: idParams,
      body: enabledInputSchema,
    }),
    async (request) =>
      ok(await switchFilter(deps, requireAuth(request).userId, request.params.id, request.body.enabled)),
  );
  r.delete(
    '/api/newsletter-filters/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a filter of the user',
        params: idParams,
        response: okResponse(z.object({})),
      },
    },
    async (request) => ok(await removeFilter(deps, requireAuth(request).userId, request.params.id)),
  );

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The user's notification settings",
        response: okResponse(notificationSettingsSchema),
      },
    },
    async (request) => ok(await notificationSettings(deps.db, requireAuth(request).userId)),
  );
  r.put(
    '/api/notifications/:type',
    okRoute(
      tags,
      'Switches one notification type (NOTIFICATIONS: every e-mail notification)',
      notificationSettingsSchema,
      { params: notificationTypeParams, body: enabledInputSchema },
    ),
    async (request) =>
      ok(
        await setNotificationType(
          deps,
          requireAuth(request).userId,
          request.params.type,
          request.body.enabled,
        ),
      ),
  );
  r.post(
    '/api/notifications/opt-out/:token',
    openToAll(
      okRoute(
        tags,
        "Switches the token's user's newsletter and notifications off (no login; the token once)",
        z.object({}),
        { params: optOutParams },
      ),
    ),
    async (request) => ok(await optOut(deps, request.params.token)),
  );
}

/**
 * Test-only (BK_TEST_CLOCK=1, never in production): an opt-out token for a user, as the e-mails of
 * the next issue will carry one, so the tests can open /subskrypcje.
 */
export async function testOptOutRoutes(app: FastifyInstance, deps: NewsletterDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/opt-out-token',
    openToAll({
      schema: {
        hide: true,
        body: z.object({ email: z.string().max(200) }),
        response: okResponse(z.object({ token: z.string() })),
      },
    }),
    async (request) => {
      const userId = await userIdByEmail(deps.db, request.body.email);
      if (userId === undefined) throw notFound();
      return ok({ token: await issueOptOutToken(deps, userId) });
    },
  );
}
