import type { z } from 'zod';
import {
  helpArticleAnswer,
  helpListAnswer,
  statementAnswer,
  statementsAnswer,
  termsAnswer,
} from './content-answers.ts';
import { type ContentDeps, helpArticle, helpEntries } from './help.service.ts';
import { publicTerms, statementForPublic, statementsForPublic } from './site-content.service.ts';

type Answer = { url: string; schema: z.ZodType; read: () => Promise<unknown> };

/** The first GET of each public content page (features/content of the web app), by the page's address. */
function answersOf(deps: ContentDeps, pathname: string): Answer[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/pomoc')
    return [
      {
        url: '/api/help',
        schema: helpListAnswer,
        read: async () => ({ helps: await helpEntries(deps.db, 'general') }),
      },
    ];
  if (path === '/regulamin')
    return [{ url: '/api/regulations', schema: termsAnswer, read: () => publicTerms(deps) }];
  if (path === '/komunikaty')
    return [
      { url: '/api/statements', schema: statementsAnswer, read: () => statementsForPublic(deps, false) },
    ];
  const help = /^\/pomoc\/(\d{1,9})(?:-[^/]*)?$/.exec(path);
  if (help) {
    const id = Number(help[1]);
    return [
      {
        url: `/api/help/${id}`,
        schema: helpArticleAnswer,
        read: async () => ({ help: await helpArticle(deps.db, id) }),
      },
    ];
  }
  const statement = /^\/komunikaty\/(\d{1,9})(?:-[^/]*)?$/.exec(path);
  if (statement) {
    const id = Number(statement[1]);
    return [
      { url: `/api/statements/${id}`, schema: statementAnswer, read: () => statementForPublic(deps, id) },
    ];
  }
  return [];
}

/**
 * The answers a public content page asks for first, carried by the page itself (as `early` of
 * #bk-page-data; the web app's lib/api.ts takes them instead of asking): the help, the terms and the
 * statements draw their content with the first paint, without waiting for a call. Each answer is the
 * one its GET gives (the same service, the same schema). An answer that fails (a missing article) is
 * left out: the page asks, and shows the error as always.
 */
export async function contentPageAnswers(
  deps: ContentDeps,
  pathname: string,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const answer of answersOf(deps, pathname)) {
    try {
      // Encoded as the route's serializer encodes its answer.
      answers[answer.url] = answer.schema.encode(await answer.read());
    } catch {
      // the page's own call reports it
    }
  }
  return answers;
}
