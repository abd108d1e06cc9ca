import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

/** An answer in the OK envelope. */
export function ok<T>(data: T) {
  return { status: 'OK' as const, data };
}

/**
 * A route's options whose answer is `data` in the OK envelope: its tags and summary, then its inputs
 * (params, querystring, body) and the 200 answer, in the order the API description lists them.
 */
export function okRoute<
  D extends z.ZodType,
  I extends Omit<FastifySchema, 'response'> = Record<never, never>,
>(tags: string[], summary: string, data: D, input?: I) {
  return { schema: { tags, summary, ...(input as I), response: okResponse(data) } };
}

/** A route's 200 answer: `data` in the OK envelope. */
export function okResponse<D extends z.ZodType>(data: D) {
  return { 200: okEnvelopeSchema(data) };
}
