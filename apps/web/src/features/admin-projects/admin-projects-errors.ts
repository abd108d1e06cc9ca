import { messages } from '@bk/contracts/common/messages';
import { adminProjectMessages as M } from '@bk/contracts/projects/admin-projects';
import { ApiError, isApiError } from '../../lib/api-error.ts';

/** The list's failure text (spec 3 section 8). */
export function listFailureText(error: unknown): string {
  if (isApiError(error) && error.status === 403) return M.listForbidden;
  return `${M.listFailed} ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The failure of a rename as the form shows it (spec 3 section 8): 403 its own message, field errors
 * about the name under the field, any other status the unexpected-code message; no answer at all
 * (timeout, network) as it came.
 */
export function renameFailure(error: unknown): unknown {
  if (!isApiError(error) || error.status === 0) return error;
  if (error.status === 403) return new ApiError({ status: 403, message: M.editForbidden, kind: 'server' });
  if (error.status === 422 && (error.errors.nazwa?.length ?? 0) > 0) return error;
  return new ApiError({
    status: error.status,
    message: messages.unexpectedCode(error.status),
    kind: 'status',
  });
}
