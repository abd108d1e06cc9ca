import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParamSchema, idParams } from '@bk/contracts/common/input';
import { cookiesSchema, generalContentSchema, helpArticleSchema } from '@bk/contracts/content/content';
import { richContentViewSchema } from '@bk/contracts/content/rich-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
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
const ok = <T extends z.ZodType>(data: T) => ({ 200: okEnvelopeSchema(data) });

/** The public content calls (spec 1 section 7; spec 3 section 7): open to everyone. */
export async function contentRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/help',
    {
      schema: {
        tags,
        summary: 'The help table of contents (general helps)',
        response: ok(helpListAnswer),
      },
    },
    async () => ({ status: 'OK' as const, data: { helps: await helpEntries(deps.db, 'general') } }),
  );
  r.get(
    '/api/help/:key',
    {
      schema: {
        tags,
        summary: 'A help article by id, or the help of a screen by its key',
        params: z.object({ key: z.string().max(50) }),
        response: ok(
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
        return { status: 'OK' as const, data: { help: await helpArticle(deps.db, id.data) } };
      }
      return { status: 'OK' as const, data: { screen_help: await screenHelp(deps.db, key) } };
    },
  );
  r.get(
    '/api/regulations',
    { schema: { tags, summary: 'The terms in force', response: ok(termsAnswer) } },
    async () => ({ status: 'OK' as const, data: await publicTerms(deps) }),
  );
  r.get(
    '/api/cookies',
    {
      schema: {
        tags,
        summary: 'The cookie notice',
        response: ok(z.object({ cookies: cookiesSchema.nullable() })),
      },
    },
    async () => ({ status: 'OK' as const, data: await publicCookies(deps) }),
  );
  r.get(
    '/api/general-content',
    {
      schema: {
        tags,
        summary: "The home page's general contents",
        response: ok(z.object({ general_contents: z.array(generalContentSchema) })),
      },
    },
    async () => ({ status: 'OK' as const, data: await publicGeneralContents(deps) }),
  );
  r.get(
    '/api/statements',
    {
      schema: {
        tags,
        summary: 'Active statements, newest first (yellow_stripe=true: those for the yellow banner)',
        querystring: z.object({ yellow_stripe: z.enum(['true', 'false']).optional() }),
        response: ok(statementsAnswer),
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await statementsForPublic(deps, request.query.yellow_stripe === 'true'),
    }),
  );
  r.get(
    '/api/statements/:id',
    {
      schema: {
        tags,
        summary: 'A public statement',
        params: idParams,
        response: ok(statementAnswer),
      },
    },
    async (request) => ({ status: 'OK' as const, data: await statementForPublic(deps, request.params.id) }),
  );
}
