import { idParamSchema, idParams } from '@bk/contracts/common/input';
import { cookiesSchema, generalContentSchema, helpArticleSchema } from '@bk/contracts/content/content';
import { richContentViewSchema } from '@bk/contracts/content/rich-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { ok, okResponse, okRoute } from '../../lib/ok-route.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { helpListAnswer, statementAnswer, statementsAnswer, termsAnswer } from './content-answers.ts';
import { type ContentDeps, helpArticle, helpEntries, screenHelp } from './help.service.ts';
import {
  publicCookies,
  publicGeneralContents,
  publicTerms,
  statementForPublic,
  statementsForPublic,
} from './site-content.service.ts';

const tags = ['content'];

/** The public content calls (spec 1 section 7; spec 3 section 7): open to everyone. */
export async function contentRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  publicRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/help', okRoute(tags, 'The help table of contents (general helps)', helpListAnswer), async () =>
    ok({ helps: await helpEntries(deps.db, 'general') }),
  );
  r.get(
    '/api/help/:key',
    {
      schema: {
        tags,
        summary: 'A help article by id, or the help of a screen by its key',
        params: z.object({ key: z.string().max(50) }),
        response: okResponse(
          z.object({
            help: helpArticleSchema.optional(),
            screen_help: z
              .object({
                id: z.number(),
                slug: z.string(),
                header: z.string(),
                content: richContentViewSchema,
              })
              .nullable()
              .optional(),
          }),
        ),
      },
    },
    async (request) => {
      const { key } = request.params;
      // Digits name an article, by the one id rule (a key past the integer column names nothing).
      if (/^\d+$/.test(key)) {
        const id = idParamSchema.safeParse(key);
        if (!id.success) throw notFound();
        return ok({ help: await helpArticle(deps.db, id.data) });
      }
      return ok({ screen_help: await screenHelp(deps.db, key) });
    },
  );
  r.get(
    '/api/regulations',
    { schema: { tags, summary: 'The terms in force', response: okResponse(termsAnswer) } },
    async () => ok(await publicTerms(deps)),
  );
  r.get(
    '/api/cookies',
    okRoute(tags, 'The cookie notice', z.object({ cookies: cookiesSchema.nullable() })),
    async () => ok(await publicCookies(deps)),
  );
  r.get(
    '/api/general-content',
    okRoute(
      tags,
      "The home page's general contents",
      z.object({ general_contents: z.array(generalContentSchema) }),
    ),
    async () => ok(await publicGeneralContents(deps)),
  );
  r.get(
    '/api/statements',
    okRoute(
      tags,
      'Active statements, newest first (yellow_stripe=true: those for the yellow banner)',
      statementsAnswer,
      { querystring: z.object({ yellow_stripe: z.enum(['true', 'false']).optional() }) },
    ),
    async (request) => ok(await statementsForPublic(deps, request.query.yellow_stripe === 'true')),
  );
  r.get(
    '/api/statements/:id',
    okRoute(tags, 'A public statement', statementAnswer, { params: idParams }),
    async (request) => ok(await statementForPublic(deps, request.params.id)),
  );
}
