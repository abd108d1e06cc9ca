import type { FieldErrors } from '@bk/contracts/common/envelope';
import { messages } from '@bk/contracts/common/messages';

/**
 * A domain error: what a service refuses on purpose, with the HTTP status it is answered with and its
 * (Polish) message. Services raise these; plugins/errors.ts maps them to the spec's envelope.
 */
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
export const unprocessable = (errors: FieldErrors, message: string = messages.formErrors) =>
  new AppError(422, message, errors);
