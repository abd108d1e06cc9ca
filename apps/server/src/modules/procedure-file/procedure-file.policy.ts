import { procedureFileMessages as M } from '@bk/contracts/audit/procedure-file';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  type AnnouncementRole,
  hiddenStatuses,
  mayDownloadProcedureFile,
  procedureEnded,
  type Status,
} from '../announcements/index.ts';

// Who may download an announcement's procedure file, and when (issue 47, decision 0047). The rule
// itself is the announcements' policy's (its page shows the link by the same rule).

/** Others: 404 for an announcement they may not even see (a draft, a locked one), else 403. */
export function assertMayDownload(announcement: { status: string }, role: AnnouncementRole): void {
  if (mayDownloadProcedureFile(role)) return;
  const hidden = hiddenStatuses.includes(announcement.status as Status);
  if (hidden && !role.canPreviewAsAdmin) throw notFound();
  throw forbidden(M.forbidden);
}

/** Only a procedure that ended: settled (RESOLVED) or cancelled; else 409. */
export function assertProcedureEnded(announcement: { status: string }): void {
  if (!procedureEnded(announcement)) throw conflict(M.notReady);
}
