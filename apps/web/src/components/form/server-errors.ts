import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error.ts';

/**
 * The form field of an error's path: the path itself, or the field an alias names for it or for a path
 * above it (`groups` -> `selection` also takes `groups.0.flags`).
 */
export function fieldOfPath(path: string, aliases: Record<string, string> = {}): string {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const alias = aliases[parts.slice(0, length).join('.')];
    if (alias !== undefined) return alias;
  }
  return path;
}

/**
 * Puts the server's field errors (paths already in client names) under the fields of a form, the first
 * message of a field winning. Returns the message of the error when it is not about fields (to show
 * above the form), or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  /** Server paths that belong to another field (`adres.localityId` -> `adres.miejscowosc`). */
  aliases: Record<string, string> = {},
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const placed = new Set<string>();
  for (const [serverPath, list] of Object.entries(error.errors)) {
    const path = fieldOfPath(serverPath, aliases);
    if (!fields.includes(path) || list.length === 0 || placed.has(path)) continue;
    setError(path as Path<T>, { type: 'server', message: list[0] });
    placed.add(path);
  }
  return placed.size > 0 ? null : error.message;
}
