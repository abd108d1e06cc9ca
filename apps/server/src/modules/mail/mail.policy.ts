import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { outboxMessages as M } from '@bk/contracts/mail/outbox';
import { forbidden } from '../../lib/errors.ts';
import { hasPermission } from '../users/index.ts';

/**
 * Who may read the outbox (decision 0032): those who may read the event log (auditLog of
 * permissionsAdministration): the messages are a record of what the portal did, with users' addresses.
 */
export function assertMayReadOutbox(entries: readonly PermissionEntry[]): void {
  if (!hasPermission(entries, 'permissionsAdministration', 'auditLog')) throw forbidden(M.forbidden);
}
