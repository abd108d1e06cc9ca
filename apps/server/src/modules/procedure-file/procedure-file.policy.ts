import { procedureFileMessages as M } from '@bk/contracts/audit/procedure-file';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type AnnouncementRole, hiddenStatuses, type Status } from '../announcements/index.ts';

// Who may download an announcement's procedure file, and when (issue 47, decision 0047).

/**
 * The announcement's author; a controller of the managing authority (advertisementAdministration's
 * procedureFile, scoped to a level of the announcement or unscoped); an administrator who may edit it
 * in its scope (those who may settle it, settlement.policy).
 */
export function mayDownloadProcedureFile(role: AnnouncementRole): boolean {
  return role.isAuthor || role.canDownloadProcedureFile || role.canEditAsAdmin;
}

/** Others: 404 for an announcement they may not even see (a draft, a locked one), else 403. */
export function assertMayDownload(announcement: { status: string }, role: AnnouncementRole): void {
  if (mayDownloadProcedureFile(role)) return;
  const hidden = hiddenStatuses.includes(announcement.status as Status);
  if (hidden && !role.canPreviewAsAdmin) throw notFound();
  throw forbidden(M.forbidden);
}

/** Only a procedure that ended: settled (RESOLVED) or cancelled; else 409. */
export function assertProcedureEnded(announcement: { status: string }): void {
  if (announcement.status !== 'RESOLVED' && announcement.status !== 'CANCELLED') {
    throw conflict(M.notReady);
  }
}
