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
 * A consumer's parked events (decision 0045): listed and retried by those who read the log. A retry
 * runs the consumer's own handler once more, no other work: the same permission as the view.
 */
export function assertMayRetryDeadLetter(entries: readonly PermissionEntry[]): void {
  assertMayReadLog(entries);
}

/** A parked event is retried while it is parked and its consumer runs in this version (409 otherwise). */
export function assertRetryable(outcome: 'resolved-already' | 'no-consumer'): never {
  throw conflict(outcome === 'resolved-already' ? M.deadLetterResolved : M.deadLetterNoConsumer);
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
