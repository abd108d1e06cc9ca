import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { forbidden } from '../../plugins/errors.ts';
import { hasPermission } from './permissions.service.ts';

// Who may see which user's data: one's own profile always; another's with the user list permission
// of user administration (spec 3 section 4).

/** The user list permission (previewListUsers of usersAdministration). */
export function canPreviewUsers(entries: readonly PermissionEntry[]): boolean {
  return hasPermission(entries, 'usersAdministration', 'previewListUsers');
}

/** Another user's profile: 403 without the user list permission. */
export function assertMayReadProfileOf(entries: readonly PermissionEntry[]): void {
  if (!canPreviewUsers(entries)) throw forbidden();
}
