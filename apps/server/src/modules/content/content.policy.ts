import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { forbidden } from '../../lib/errors.ts';
import { hasPermission } from '../users/index.ts';

// Who administers the site's content (spec 3 section 6): each area has its flag of the
// contentAdministration group; fullContent (the hub) is any of them. Reading public content needs
// nothing.

export type ContentArea = 'help' | 'generalContentCookiesRegulation' | 'statements';

export function mayAdminister(entries: readonly PermissionEntry[], area: ContentArea): boolean {
  return hasPermission(entries, 'contentAdministration', area);
}

/** Refuses with the area's Polish message (spec 3 section 8) when the flag is missing. */
export function assertMayAdminister(
  entries: readonly PermissionEntry[],
  area: ContentArea,
  message: string,
): void {
  if (!mayAdminister(entries, area)) throw forbidden(message);
}
