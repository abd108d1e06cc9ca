import http from 'node:http';
import type { Socket } from 'node:net';
import type { FieldErrors } from '@bk/contracts/common/envelope';
import { messages } from '@bk/contracts/common/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError } from '../lib/errors.ts';

/** Seconds a client waits before calling again while the database does not answer (as /api/health). */
export const UNAVAILABLE_RETRY_AFTER = '5';

/** The server's English words that the client translates (spec 1 section 8). */
const INTERNAL_ERROR = 'Internal Server Error';

/**
 * What an error that no service raised on purpose says (Fastify's own and its plugins': body too
 * large, bad JSON, unsupported content type...): always Polish, or the English the client translates;
 * their English texts never reach the user (decision 0016).
 */
const statusMessages: Record<number, string> = {
  400: messages.invalidRequest,
  401: 'Unauthorized',
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  406: messages.unsupportedMediaType,
  413: messages.payloadTooLarge,
  414: messages.headersTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
  431: messages.headersTooLarge,
};

export function messageForStatus(status: number): string {
  if (status >= 500) return INTERNAL_ERROR;
  return statusMessages[status] ?? messages.invalidRequest;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors: FieldErrors = {},
) {
  return reply.code(statusCode).send({ status: 'Error', errors, message });
}

/** The answer to an address that names nothing (no such route, or no such page under /api). */
export function sendNotFound(reply: FastifyReply) {
  return sendError(reply, 404, messages.notFound);
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

/**
 * Fastify's `frameworkErrors`: what its router finds wrong before any route runs (an address with a
 * broken percent-encoding, FST_ERR_BAD_URL), in the envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  void sendError(reply, status, messageForStatus(status));
}

/**
 * Fastify's `clientErrorHandler`: an HTTP request too broken to reach the router (headers over the
 * limit, a bad request line, a client too slow). Answered on the socket, in the envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ status: 'Error', errors: {}, message: messageForStatus(status) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.message, error.errors);
    }
    const fieldErrors = validationFieldErrors(error);
    if (fieldErrors) {
      // A path that does not name a row (an id like '0x10' or ' 1') is a missing page, not a form error.
      if (error.validationContext === 'params') return sendError(reply, 404, messages.notFound);
      return sendError(reply, 422, messages.formErrors, fieldErrors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 500, INTERNAL_ERROR);
    }
    if (isDatabaseUnavailable(error)) {
      // The database does not answer: a load balancer and the web app try again later (issue 44).
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', UNAVAILABLE_RETRY_AFTER), 503, messages.unavailable);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, INTERNAL_ERROR);
    }
    return sendError(reply, status, messageForStatus(status));
  });
}
