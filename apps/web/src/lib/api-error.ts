import type { FieldErrors } from '@bk/contracts/common/envelope';

/**
 * Where an error message comes from:
 * - `server`: the server's own message (translated), with field errors when there are any;
 * - `status`: an answer that was not an envelope; the message names the status code;
 * - `timeout`, `unparseable`, `network`: the call did not bring a usable answer.
 */
export type ApiErrorKind = 'server' | 'status' | 'timeout' | 'unparseable' | 'network';

/** A failed call. `status` is the HTTP status, 0 when no answer came. Field paths use client names. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly kind: ApiErrorKind;

  constructor(init: { status: number; message: string; errors?: FieldErrors; kind: ApiErrorKind }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.kind = init.kind;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text of any failure (an ApiError's message is already Polish). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
