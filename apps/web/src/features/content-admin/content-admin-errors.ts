import { isApiError } from '../../lib/api-error.ts';

/**
 * The failure texts of spec 3 section 8 for a content write: 403 the area's permission message, an
 * answer with the server's reason 'Nie udało się zapisać X. {reason}', one without it the status-code
 * form 'Podczas zapisu X wystąpił nieoczekiwany błąd o kodzie {code}.'.
 */
export function saveFailureText(
  error: unknown,
  texts: { forbidden: string; failed: string; code: (status: number) => string },
): string {
  if (isApiError(error)) {
    if (error.status === 403) return texts.forbidden;
    if (error.kind === 'status') return texts.code(error.status);
    return `${texts.failed} ${error.message}`;
  }
  return `${texts.failed} ${error instanceof Error ? error.message : String(error)}`;
}

export const is404 = (error: unknown) => isApiError(error) && error.status === 404;
