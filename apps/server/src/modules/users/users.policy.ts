import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { usersMessages } from '@bk/contracts/users/admin-users';
import { profileMessages } from '@bk/contracts/users/profile';
import { conflict, forbidden } from '../../lib/errors.ts';
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

/**
 * Another user's economic subject and contact persons, changed from their page in the user
 * administration (spec 3 section 2.3; decision 0027): the list permission and the user administration's
 * writing right (blockingUsers) together.
 */
export function assertMayEditProfileOf(entries: readonly PermissionEntry[]): void {
  if (!canPreviewUsers(entries) || !hasPermission(entries, 'usersAdministration', 'blockingUsers'))
    throw forbidden(profileMessages.editOthersForbidden);
}

/** The user administration's list (GET /api/admin/users): previewListUsers. */
export function assertMayListUsers(entries: readonly PermissionEntry[]): void {
  if (!canPreviewUsers(entries)) throw forbidden(usersMessages.listForbidden);
}

/** Blocking and unblocking accounts: blockingUsers of usersAdministration; never one's own. */
/** Refuses a user without the blocking permission (blockingUsers of usersAdministration). */
export function assertMayBlockUsers(entries: readonly PermissionEntry[]): void {
  if (!hasPermission(entries, 'usersAdministration', 'blockingUsers'))
    throw forbidden(usersMessages.blockingForbidden);
}

export function assertMayBlock(entries: readonly PermissionEntry[], actorId: number, targetId: number): void {
  assertMayBlockUsers(entries);
  if (actorId === targetId) throw conflict(usersMessages.blockingSelf);
}
