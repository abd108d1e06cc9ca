import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hasScopedPermission, permissionsOf } from '../users/permissions.service.ts';
import { announcementLevelIds } from './announcements.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type AnnouncementRole = {
  isAuthor: boolean;
  /** Holds advertisementAdministration in the announcement's scope: sees it whatever its status. */
  canPreviewAsAdmin: boolean;
  /** ... and may edit it (editData). */
  canEditAsAdmin: boolean;
  /** ... and may lock and unlock it (blocking). */
  canLock: boolean;
};

export const noRole: AnnouncementRole = {
  isAuthor: false,
  canPreviewAsAdmin: false,
  canEditAsAdmin: false,
  canLock: false,
};

/**
 * Who the user is for one announcement (spec 1 section 6): its author, and which administration
 * rights they hold over it (advertisementAdministration, unscoped or scoped to a level of its
 * projects or enrolment). `read`: the user's permissions when the caller has read them already.
 */
export async function roleFor(
  db: Db,
  userId: number | null,
  announcement: { id: number; owner_id: number },
  read?: PermissionEntry[],
): Promise<AnnouncementRole> {
  if (userId === null) return noRole;
  const entries = read ?? (await permissionsOf(db as Kysely<DB>, userId));
  const isAuthor = announcement.owner_id === userId;
  if (!entries.some((e) => e.group === 'advertisementAdministration')) return { ...noRole, isAuthor };
  const levels = await announcementLevelIds(db, announcement.id);
  const has = (flag: string) => hasScopedPermission(entries, 'advertisementAdministration', flag, levels);
  return {
    isAuthor,
    canPreviewAsAdmin: has('searchNPreviewData') || has('editData') || has('blocking'),
    canEditAsAdmin: has('editData'),
    canLock: has('blocking'),
  };
}
