import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { availabilityMessages as M } from '@bk/contracts/availability/availability';
import { forbidden } from '../../lib/errors.ts';
import { hasPermission } from '../users/index.ts';

/**
 * Who declares a failure of the portal and sees the declared ones with their announcements: the
 * administrators who keep the event log (auditLog of permissionsAdministration), the portal's record
 * keepers; the declaration asks advertisers to extend their deadlines.
 */
export function assertMayDeclareOutage(entries: readonly PermissionEntry[]): void {
  if (!hasPermission(entries, 'permissionsAdministration', 'auditLog')) throw forbidden(M.forbidden);
}
