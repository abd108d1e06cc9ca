import type { AnnouncementStatusName } from '@bk/contracts/dictionaries/statuses';

/**
 * The life of an announcement, in one place (docs/decisions/0010):
 *
 *   DRAFT --publish now--> PUBLISHED --deadline passes--> CLOSED --settlement--> RESOLVED
 *   DRAFT --publish later--> DRAFT (scheduled) --its date comes--> PUBLISHED
 *   PUBLISHED --cancel (author)--> CANCELLED
 *   PUBLISHED | CLOSED | CANCELLED | RESOLVED --lock (admin)--> LOCKED --unlock--> the status before
 *   DRAFT --delete--> (gone)
 *
 * A published announcement is edited by saving a draft copy and publishing it as a new version.
 * Every other action is refused (409).
 */
export type Status = AnnouncementStatusName;
export type Action =
  | 'save'
  | 'publish'
  | 'close'
  | 'cancel'
  | 'delete'
  | 'copy'
  | 'lock'
  | 'unlock'
  | 'resolve'
  | 'discard_copy';

const allowedFrom: Record<Action, readonly Status[]> = {
  save: ['DRAFT', 'PUBLISHED'],
  publish: ['DRAFT', 'PUBLISHED'],
  close: ['PUBLISHED'],
  cancel: ['PUBLISHED'],
  delete: ['DRAFT'],
  copy: ['DRAFT', 'PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'],
  lock: ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'],
  unlock: ['LOCKED'],
  resolve: ['CLOSED', 'RESOLVED'],
  discard_copy: ['PUBLISHED'],
};

export function isAllowed(status: Status, action: Action): boolean {
  return allowedFrom[action].includes(status);
}

/** The status an action leads to (for actions that change it). */
export function statusAfter(status: Status, action: Action, before: Status | null = null): Status {
  switch (action) {
    case 'publish':
      return 'PUBLISHED';
    case 'close':
      return 'CLOSED';
    case 'cancel':
      return 'CANCELLED';
    case 'lock':
      return 'LOCKED';
    case 'unlock':
      return before ?? 'PUBLISHED';
    case 'resolve':
      return 'RESOLVED';
    default:
      return status;
  }
}

/** Statuses only the author and administrators in scope may see (spec 1 section 6; issue 6). */
export const hiddenStatuses: readonly Status[] = ['DRAFT', 'LOCKED'];
