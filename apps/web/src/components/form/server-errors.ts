import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error.ts';

/**
 * Puts the server's field errors (paths already in client names) under the fields of a form.
 * Returns the message of the error when it is not about fields (to show above the form), or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  /** Server paths that belong to another field (`adres.localityId` -> `adres.miejscowosc`). */
  aliases: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const [serverPath, list] of Object.entries(error.errors)) {
    const path = aliases[serverPath] ?? serverPath;
    if (!fields.includes(path) || list.length === 0) continue;
    setError(path as Path<T>, { type: 'server', message: list[0] });
    placed = true;
  }
  return placed ? null : error.message;
}
