import { requestEarly } from '../../lib/api.ts';
import type { ViewMode } from './details-types.ts';

/** The call that reads the announcement page's content in each mode. */
export function viewPath(id: number, mode: ViewMode): string {
  if (mode.kind === 'draft') return `/api/announcements/${id}/draft`;
  if (mode.kind === 'version') return `/api/announcements/${id}/versions/${mode.versionId}`;
  return `/api/announcements/${id}`;
}

/**
 * The current announcement of /ogloszenia/{id}, asked for while the page's code loads (app/routes.tsx;
 * small, so it sits in the first chunk): the page's own call takes this answer.
 */
export function requestAnnouncementEarly(rawId: string | undefined): void {
  const id = positiveId(rawId);
  if (id !== null) requestEarly(viewPath(id, { kind: 'current' }));
}

/** An id in the address (an announcement's `:id`, a version number), null when it cannot be one. */
export function positiveId(rawId: string | undefined): number | null {
  return rawId && /^\d{1,15}$/.test(rawId) && Number(rawId) >= 1 ? Number(rawId) : null;
}
