import { idParams } from '@bk/contracts/common/input';
import {
  cookiesInputSchema,
  cookiesSchema,
  generalContentInputSchema,
  generalContentSchema,
  helpArticleSchema,
  helpEntrySchema,
  helpInputSchema,
  helpLinkSchema,
  helpScreens,
  contentMessages as M,
  statementInputSchema,
  statementSchema,
  termsInputSchema,
  termsSchema,
} from '@bk/contracts/content/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse, okRoute } from '../../lib/ok-route.ts';
import { permissionFirst, requireAuth } from '../../plugins/auth.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayAdminister, type ContentArea } from './content.policy.ts';
import {
  type ContentDeps,
  helpArticle,
  helpBlockers,
  helpEntries,
  removeHelp,
  saveHelp,
} from './help.service.ts';
import {
  adminCookies,
  adminGeneralContent,
  adminGeneralContents,
  adminTerms,
  removePendingTerms,
  saveGeneralContent,
  saveStatement,
  saveTerms,
  statementForAdmin,
  statementsForAdmin,
  termsDetails,
  writeCookies,
} from './site-content.service.ts';

const tags = ['content administration'];
const saved = okResponse(z.object({ help: z.object({ id: z.number(), slug: z.string() }) }));

/** The content administration calls (spec 3 section 7), each checked against its content flag. */
export async function contentAdminRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;
  const helpGuard = async (userId: number) =>
    assertMayAdminister(await permissionsOf(deps.db, userId), 'help', M.helpForbidden);
  // The area's flag is checked before the body is read (issue 44); the service checks it again.
  const first = (area: ContentArea, message: string) =>
    permissionFirst(async (userId) =>
      assertMayAdminister(await permissionsOf(deps.db, userId), area, message),
    );

  // Help
  r.get(
    '/api/admin/help',
    okRoute(
      tags,
      'Helps: general ones, or with type=screen_assigned the screen helps',
      z.object({ helps: z.array(helpEntrySchema) }),
      { querystring: z.object({ type: z.enum(['general', 'screen_assigned']).optional() }) },
    ),
    async (request) => {
      await helpGuard(user(request));
      const filter = request.query.type === 'screen_assigned' ? 'screen' : 'general';
      return ok({ helps: await helpEntries(deps.db, filter) });
    },
  );
  r.get(
    '/api/admin/help/dictionaries',
    {
      schema: {
        tags,
        summary: 'What the help form chooses from: screens, parent chapters, related helps',
        response: okResponse(
          z.object({
            screens: z.array(z.object({ key: z.string(), name: z.string(), help_id: z.number().nullable() })),
            helps: z.array(helpEntrySchema),
          }),
        ),
      },
    },
    async (request) => {
      await helpGuard(user(request));
      const helps = await helpEntries(deps.db, 'all');
      const screens = Object.entries(helpScreens).map(([key, name]) => ({
        key,
        name,
        help_id: helps.find((h) => h.screen === key)?.id ?? null,
      }));
      return ok({ screens, helps });
    },
  );
  r.get(
    '/api/admin/help/:id',
    okRoute(tags, 'A help for editing', z.object({ help: helpArticleSchema }), { params: idParams }),
    async (request) => {
      await helpGuard(user(request));
      return ok({ help: await helpArticle(deps.db, request.params.id) });
    },
  );
  r.get(
    '/api/help/:id/related',
    {
      schema: {
        tags,
        summary: "What stops a help's removal: its children and the helps that name it",
        params: idParams,
        response: okResponse(
          z.object({ children: z.array(helpLinkSchema), related_to_current: z.array(helpLinkSchema) }),
        ),
      },
    },
    async (request) => {
      await helpGuard(user(request));
      return ok(await helpBlockers(deps.db, request.params.id));
    },
  );
  r.post(
    '/api/admin/help',
    {
      onRequest: first('help', M.helpForbidden),
      schema: { tags, summary: 'Adds a help', body: helpInputSchema, response: saved },
    },
    async (request) => ok(await saveHelp(deps, user(request), null, request.body)),
  );
  r.put(
    '/api/admin/help/:id',
    {
      onRequest: first('help', M.helpForbidden),
      schema: { tags, summary: 'Changes a help', params: idParams, body: helpInputSchema, response: saved },
    },
    async (request) => ok(await saveHelp(deps, user(request), request.params.id, request.body)),
  );
  r.delete(
    '/api/admin/help/:id',
    {
      ...okRoute(tags, 'Removes a help', z.object({ id: z.number() }), { params: idParams }),
      onRequest: first('help', M.helpRemoveForbidden),
    },
    async (request) => ok(await removeHelp(deps, user(request), request.params.id)),
  );

  // Terms
  r.get(
    '/api/admin/regulations/details',
    okRoute(
      tags,
      'Which terms versions exist',
      z.object({ current_exists: z.boolean(), pending_exists: z.boolean() }),
    ),
    async (request) => ok(await termsDetails(deps, user(request))),
  );
  r.get(
    '/api/admin/regulations',
    okRoute(
      tags,
      'The current terms, or with version=pending the version for publication',
      z.object({ regulation: termsSchema }),
      { querystring: z.object({ version: z.enum(['current', 'pending']).default('current') }) },
    ),
    async (request) => ok(await adminTerms(deps, user(request), request.query.version)),
  );
  const termsSaved = okResponse(z.object({ publication_date: z.string(), current: z.boolean() }));
  r.post(
    '/api/admin/regulations',
    {
      onRequest: first('generalContentCookiesRegulation', M.termsForbidden),
      schema: { tags, summary: 'Adds the first terms', body: termsInputSchema, response: termsSaved },
    },
    async (request) => ok(await saveTerms(deps, user(request), request.body, 'create')),
  );
  r.put(
    '/api/admin/regulations',
    {
      onRequest: first('generalContentCookiesRegulation', M.termsForbidden),
      schema: {
        tags,
        summary: 'Saves the version for publication',
        body: termsInputSchema,
        response: termsSaved,
      },
    },
    async (request) => ok(await saveTerms(deps, user(request), request.body, 'change')),
  );
  r.delete(
    '/api/admin/regulations',
    okRoute(tags, 'Removes the version for publication', z.object({ id: z.number() })),
    async (request) => ok(await removePendingTerms(deps, user(request))),
  );

  // Cookie notice
  const cookies = okResponse(z.object({ cookies: cookiesSchema.nullable() }));
  r.get(
    '/api/admin/cookies',
    { schema: { tags, summary: 'The cookie notice with audit data', response: cookies } },
    async (request) => ok(await adminCookies(deps, user(request))),
  );
  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'change'],
  ] as const)
    r[method](
      '/api/admin/cookies',
      {
        onRequest: first('generalContentCookiesRegulation', M.cookiesForbiddenEdit),
        schema: {
          tags,
          summary: mode === 'create' ? 'Adds the cookie notice' : 'Changes the cookie notice',
          body: cookiesInputSchema,
          response: cookies,
        },
      },
      async (request) => ok(await writeCookies(deps, user(request), request.body.content, mode)),
    );

  // General contents
  r.get(
    '/api/admin/general-content',
    okRoute(tags, 'General contents', z.object({ general_contents: z.array(generalContentSchema) })),
    async (request) => ok(await adminGeneralContents(deps, user(request))),
  );
  const general = okResponse(z.object({ general_content: generalContentSchema }));
  r.get(
    '/api/admin/general-content/:id',
    { schema: { tags, summary: 'A general content', params: idParams, response: general } },
    async (request) => ok(await adminGeneralContent(deps, user(request), request.params.id)),
  );
  r.put(
    '/api/admin/general-content/:id',
    {
      onRequest: first('generalContentCookiesRegulation', M.generalForbidden),
      schema: {
        tags,
        summary: 'Changes a general content',
        params: idParams,
        body: generalContentInputSchema,
        response: general,
      },
    },
    async (request) => ok(await saveGeneralContent(deps, user(request), request.params.id, request.body)),
  );

  // Statements
  const statement = okResponse(z.object({ statement: statementSchema }));
  r.get(
    '/api/admin/statements',
    okRoute(tags, 'Every statement', z.object({ statements: z.array(statementSchema) })),
    async (request) => ok(await statementsForAdmin(deps, user(request))),
  );
  r.get(
    '/api/admin/statements/:id',
    {
      schema: {
        tags,
        summary: 'A statement for editing',
        params: idParams,
        querystring: z.object({ context: z.string().max(50).optional() }),
        response: statement,
      },
    },
    async (request) => ok(await statementForAdmin(deps, user(request), request.params.id)),
  );
  r.post(
    '/api/admin/statements',
    {
      onRequest: first('statements', M.statementForbiddenAdd),
      schema: { tags, summary: 'Adds a statement', body: statementInputSchema, response: statement },
    },
    async (request) => ok(await saveStatement(deps, user(request), null, request.body)),
  );
  r.put(
    '/api/admin/statements/:id',
    {
      onRequest: first('statements', M.statementForbiddenEdit),
      schema: {
        tags,
        summary: 'Changes a statement',
        params: idParams,
        body: statementInputSchema,
        response: statement,
      },
    },
    async (request) => ok(await saveStatement(deps, user(request), request.params.id, request.body)),
  );
}
