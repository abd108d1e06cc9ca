import type { MessageDescriptor } from '@lingui/core';

/**
 * An announcement's statuses named in the interface's language (the server sends their Polish names as
 * `label`): the status tag's and the announcement's print's (issue 51).
 */
export const announcementStatusNames: Record<string, MessageDescriptor> = {
  DRAFT: /*i18n*/ { id: 'status.announcement.draft', message: 'Wersja robocza' },
  PUBLISHED: /*i18n*/ { id: 'status.announcement.published', message: 'Opublikowane' },
  CLOSED: /*i18n*/ { id: 'status.announcement.closed', message: 'Zamknięte' },
  CANCELLED: /*i18n*/ { id: 'status.announcement.cancelled', message: 'Anulowane' },
  RESOLVED: /*i18n*/ { id: 'status.announcement.resolved', message: 'Rozstrzygnięte' },
  LOCKED: /*i18n*/ { id: 'status.announcement.locked', message: 'Zablokowane' },
};
