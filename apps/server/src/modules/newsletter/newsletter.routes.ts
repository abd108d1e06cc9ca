import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
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
import { requireAuth } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
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
const ok = <T extends z.ZodType>(data: T) => ({ 200: okEnvelopeSchema(data) });

/**
 * The newsletter page's calls (spec 2 section 7): the signed-in user's own filters and notification
 * settings, and the opt-out by token, open to everyone. The day's results are a mode of GET
 * /api/announcements (announcements.routes.ts, results.service.ts).
 */
export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/newsletter-filters',
    { schema: { tags, summary: "The user's newsletter filters", response: ok(filterListSchema) } },
    async (request) => ({
      status: 'OK' as const,
      data: await listFilters(deps, requireAuth(request).userId),
    }),
  );
  r.post(
    '/api/newsletter-filters',
    {
      schema: {
        tags,
        summary: 'Saves a new filter (at least one criterion; at most 20 filters)',
        body: filterInputSchema,
        response: ok(filterAnswerSchema),
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await createFilter(deps, requireAuth(request).userId, request.body),
    }),
  );
  r.put(
    '/api/newsletter-filters/:id',
    {
      schema: {
        tags,
        summary: 'Changes a filter of the user',
        params: idParams,
        body: filterInputSchema,
        response: ok(filterAnswerSchema),
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await changeFilter(deps, requireAuth(request).userId, request.params.id, request.body),
    }),
  );
  r.put(
    '/api/newsletter-filters/:id/enabled',
    {
      schema: {
        tags,
        summary: 'Switches a filter on or off',
        params: idParams,
        body: enabledInputSchema,
        response: ok(filterAnswerSchema),
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await switchFilter(deps, requireAuth(request).userId, request.params.id, request.body.enabled),
    }),
  );
  r.delete(
    '/api/newsletter-filters/:id',
    {
      schema: { tags, summary: 'Deletes a filter of the user', params: idParams, response: ok(z.object({})) },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await removeFilter(deps, requireAuth(request).userId, request.params.id),
    }),
  );

  r.get(
    '/api/notifications',
    {
      schema: { tags, summary: "The user's notification settings", response: ok(notificationSettingsSchema) },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await notificationSettings(deps.db, requireAuth(request).userId),
    }),
  );
  r.put(
    '/api/notifications/:type',
    {
      schema: {
        tags,
        summary: 'Switches one notification type (NOTIFICATIONS: every e-mail notification)',
        params: notificationTypeParams,
        body: enabledInputSchema,
        response: ok(notificationSettingsSchema),
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await setNotificationType(
        deps,
        requireAuth(request).userId,
        request.params.type,
        request.body.enabled,
      ),
    }),
  );
  r.post(
    '/api/notifications/opt-out/:token',
    {
      schema: {
        tags,
        summary: "Switches the token's user's newsletter and notifications off (no login; the token once)",
        params: optOutParams,
        response: ok(z.object({})),
      },
    },
    async (request) => ({ status: 'OK' as const, data: await optOut(deps, request.params.token) }),
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
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().max(200) }),
        response: ok(z.object({ token: z.string() })),
      },
    },
    async (request) => {
      const userId = await userIdByEmail(deps.db, request.body.email);
      if (userId === undefined) throw notFound();
      return { status: 'OK' as const, data: { token: await issueOptOutToken(deps, userId) } };
    },
  );
}
