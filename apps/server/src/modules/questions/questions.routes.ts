import { idParams } from '@bk/contracts/common/input';
import {
  answerModeSchema,
  answerQuestionSchema,
  askQuestionSchema,
  questionSchema,
  questionsViewSchema,
} from '@bk/contracts/questions/questions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendKept } from '../../lib/kept-answer.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import {
  answerQuestion,
  askQuestion,
  clearQuestionMark,
  type QuestionDeps,
  questionsOf,
} from './questions.service.ts';

const tags = ['questions'];
const one = z.object({ question: questionSchema });

/** The question calls of spec 2 section 7. */
export async function questionsRoutes(app: FastifyInstance, deps: QuestionDeps): Promise<void> {
  // A deadline that passed closes the announcement before any question call is answered.
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/question/announcement/:id',
    openToAll(
      okRoute(tags, 'The questions of an announcement as the viewer may see them', questionsViewSchema, {
        params: idParams,
      }),
    ),
    // The envelope comes as bytes (the list joined by the database): sent as they are, past the serializer.
    async (request, reply) =>
      sendKept(request, reply, await questionsOf(deps, request.auth?.userId ?? null, request.params.id)),
  );
  r.post(
    '/api/question',
    okRoute(tags, 'Asks a question (not on one own announcement)', one, { body: askQuestionSchema }),
    async (request) => ok(await askQuestion(deps, requireAuth(request).userId, request.body)),
  );
  r.put(
    '/api/question/:id',
    okRoute(tags, 'Saves a draft answer, or publishes it with mode=publish', one, {
      params: idParams,
      querystring: answerModeSchema,
      body: answerQuestionSchema,
    }),
    async (request) =>
      ok(
        await answerQuestion(
          deps,
          requireAuth(request).userId,
          request.params.id,
          request.body,
          request.query.mode === 'publish',
        ),
      ),
  );
  r.delete(
    '/api/badge/question/:id',
    okRoute(tags, 'Clears the new mark of a question', z.object({ id: z.number() }), { params: idParams }),
    async (request) => ok(await clearQuestionMark(deps, requireAuth(request).userId, request.params.id)),
  );
}
