import type { FieldErrors } from '@bk/contracts/common/envelope';
import { messages } from '@bk/contracts/common/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a service raises on purpose: it becomes the spec's envelope with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.invalidRequest, errors: FieldErrors = {}) =>
  new AppError(400, message, errors);
export const unauthorized = () => new AppError(401, 'Unauthorized');
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (errors: FieldErrors, message = 'Formularz zawiera błędy.') =>
  new AppError(422, message, errors);

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors: FieldErrors = {},
) {
  return reply.code(statusCode).send({ status: 'Error', errors, message });
}

/** `/body/adres/kodPocztowy` -> `adres.kodPocztowy` */
function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** The field errors of a failed schema validation, keyed by dotted path. */
export function validationFieldErrors(error: unknown): FieldErrors | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const key = pathOf(issue.instancePath).replace(/^body\./, '') || '_';
    errors[key] ??= [];
    errors[key].push(issue.message ?? messages.invalidRequest);
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.message, error.errors);
    }
    const fieldErrors = validationFieldErrors(error);
    if (fieldErrors) return sendError(reply, 422, 'Formularz zawiera błędy.', fieldErrors);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 500, 'Internal Server Error');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'Internal Server Error');
    }
    if (status === 413) return sendError(reply, 413, 'Payload Too Large');
    if (status === 415) return sendError(reply, 415, 'Unsupported Media Type');
    return sendError(reply, status, status === 400 ? messages.invalidRequest : error.message);
  });
}
