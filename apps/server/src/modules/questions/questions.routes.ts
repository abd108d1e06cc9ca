import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
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
import { requireAuth } from '../../plugins/auth.ts';
import {
  answerQuestion,
  askQuestion,
  clearQuestionMark,
  type QuestionDeps,
  questionsOf,
} from './questions.service.ts';

const tags = ['questions'];
const one = okEnvelopeSchema(z.object({ question: questionSchema }));

/** The question calls of spec 2 section 7. */
export async function questionsRoutes(app: FastifyInstance, deps: QuestionDeps): Promise<void> {
  // A deadline that passed closes the announcement before any question call is answered.
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/question/announcement/:id',
    {
      schema: {
        tags,
        summary: 'The questions of an announcement as the viewer may see them',
        params: idParams,
        response: { 200: okEnvelopeSchema(questionsViewSchema) },
      },
    },
    // The envelope comes as bytes (the list joined by the database): sent as they are, past the serializer.
    async (request, reply) =>
      sendKept(request, reply, await questionsOf(deps, request.auth?.userId ?? null, request.params.id)),
  );
  r.post(
    '/api/question',
    {
      schema: {
        tags,
        summary: 'Asks a question (not on one own announcement)',
        body: askQuestionSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await askQuestion(deps, requireAuth(request).userId, request.body),
    }),
  );
  r.put(
    '/api/question/:id',
    {
      schema: {
        tags,
        summary: 'Saves a draft answer, or publishes it with mode=publish',
        params: idParams,
        querystring: answerModeSchema,
        body: answerQuestionSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await answerQuestion(
        deps,
        requireAuth(request).userId,
        request.params.id,
        request.body,
        request.query.mode === 'publish',
      ),
    }),
  );
  r.delete(
    '/api/badge/question/:id',
    {
      schema: {
        tags,
        summary: 'Clears the new mark of a question',
        params: idParams,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await clearQuestionMark(deps, requireAuth(request).userId, request.params.id),
    }),
  );
}
