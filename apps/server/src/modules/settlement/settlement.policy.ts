import { settlementMessages as M } from '@bk/contracts/settlement/settlement';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { AnnouncementRole } from '../announcements/index.ts';

// Who may settle an announcement, when, and who sees the settlement (spec 2 sections 2.7, 2.8, 4.4, 6;
// issue 18; decision 0024).

/** The author settles, and administrators who may edit the announcement (editData in its scope). */
export function maySettle(role: AnnouncementRole): boolean {
  return role.isAuthor || role.canEditAsAdmin;
}

export function assertMaySettle(role: AnnouncementRole): void {
  if (!maySettle(role)) throw forbidden(M.forbidden);
}

/** POST settles a CLOSED announcement for the first time; PUT changes the settlement of a RESOLVED one. */
export function assertSettlementStep(status: string, mode: 'create' | 'change'): void {
  if (mode === 'create' && status === 'RESOLVED') throw conflict(M.alreadyResolved);
  if (mode === 'create' && status !== 'CLOSED') throw conflict(M.notClosed);
  if (mode === 'change' && status !== 'RESOLVED') throw conflict(M.notResolved);
}

/**
 * Who reads the settlement: once RESOLVED everyone who may see the announcement (the result of a public
 * procedure is public); while CLOSED only those who may settle it or preview it (the editor's data).
 * Before closing, never: the offers are sealed.
 */
export function maySeeSettlement(announcement: { status: string }, role: AnnouncementRole): boolean {
  if (announcement.status === 'RESOLVED') return true;
  return announcement.status === 'CLOSED' && (maySettle(role) || role.canPreviewAsAdmin);
}
