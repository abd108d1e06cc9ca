import { auditMessages as M } from '@bk/contracts/audit/audit';
import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { conflict, forbidden } from '../../lib/errors.ts';
import { mayListOffers, offersUnsealed } from '../offers/index.ts';
import { hasPermission } from '../users/index.ts';

// Who may read the event log and who may see who opened an announcement's offers (decision 0031).

/** The log and its chain's state: auditLog of permissionsAdministration. */
export function mayReadLog(entries: readonly PermissionEntry[]): boolean {
  return hasPermission(entries, 'permissionsAdministration', 'auditLog');
}

export function assertMayReadLog(entries: readonly PermissionEntry[]): void {
  if (!mayReadLog(entries)) throw forbidden(M.forbidden);
}

/**
 * Who opened an announcement's offers: those who may list its offers (the author, administrators in
 * scope: offers.policy), and only once the offers are unsealed (closed or resolved). Before that the
 * answer would tell who is bidding (409, the announcement is theirs to see anyway).
 */
export function assertMayReadOfferAccess(
  announcement: { status: string },
  role: { isAuthor: boolean; canPreviewAsAdmin: boolean },
): void {
  if (!mayListOffers(role)) throw forbidden(M.offerAccessForbidden);
  if (!offersUnsealed(announcement)) throw conflict(M.offerAccessSealed);
}
