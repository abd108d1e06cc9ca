import { detailsMessages } from '@bk/contracts/announcements/details';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import {
  canPreviewUsers,
  hasScopedPermission,
  isAnnouncementAdministrator,
  permissionsOf,
} from '../users/index.ts';
import { announcementLevelIds } from './announcements.repository.ts';
import { hiddenStatuses, type Status } from './lifecycle.ts';

// Who may do what to which announcement (spec 1 section 6, spec 3 section 2.7), in one place: the
// services call these rules, and the presenters read the same ones for the flags they show.

type Db = Kysely<DB> | Transaction<DB>;
type Announcement = { status: string; published_version_id: number | null };

export type AnnouncementRole = {
  isAuthor: boolean;
  /** Holds advertisementAdministration in the announcement's scope: sees it whatever its status. */
  canPreviewAsAdmin: boolean;
  /** ... and may edit it (editData). */
  canEditAsAdmin: boolean;
  /** ... and may lock and unlock it (blocking). */
  canLock: boolean;
  /** Holds procedureFile in its scope: a controller who downloads its procedure file (decision 0047). */
  canDownloadProcedureFile: boolean;
};

export const noRole: AnnouncementRole = {
  isAuthor: false,
  canPreviewAsAdmin: false,
  canEditAsAdmin: false,
  canLock: false,
  canDownloadProcedureFile: false,
};

const ADMINISTRATION = 'advertisementAdministration' as const;

/** The author of an announcement is its owner. */
export function isAuthorOf(announcement: { owner_id: number }, userId: number | null): boolean {
  return userId !== null && announcement.owner_id === userId;
}

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
  const isAuthor = isAuthorOf(announcement, userId);
  if (!entries.some((e) => e.group === ADMINISTRATION)) return { ...noRole, isAuthor };
  const levels = await announcementLevelIds(db, announcement.id);
  const has = (flag: string) => hasScopedPermission(entries, ADMINISTRATION, flag, levels);
  return {
    isAuthor,
    canPreviewAsAdmin: has('searchNPreviewData') || has('editData') || has('blocking'),
    canEditAsAdmin: has('editData'),
    canLock: has('blocking'),
    canDownloadProcedureFile: has('procedureFile'),
  };
}

/** The author, or an administrator who may preview it: sees it whatever its status, drafts included. */
export function isPrivileged(role: AnnouncementRole): boolean {
  return role.isAuthor || role.canPreviewAsAdmin;
}

/** Hidden from the public: drafts (scheduled ones too) and locked announcements. */
export function isHidden(announcement: { status: string }): boolean {
  return hiddenStatuses.includes(announcement.status as Status);
}

/**
 * Who may see an announcement at all (issue 6): published, closed, cancelled and resolved ones are
 * public; drafts and locked ones only their author and administrators in scope. Anything else
 * answers 404, exactly as a missing announcement.
 */
export function assertMayView(announcement: Announcement, role: AnnouncementRole): void {
  if (isHidden(announcement) || announcement.published_version_id === null) {
    if (!isPrivileged(role)) throw notFound(M.notFound);
  }
}

/** An administrator acting on another's announcement (not its author): the form's admin mode. */
export function actsAsAdmin(role: AnnouncementRole): boolean {
  return !role.isAuthor && role.canEditAsAdmin;
}

/**
 * Saving, publishing, cancelling, deleting: the author, or an administrator who may edit it. Others
 * get 404 when they may not even see it (another's draft), else 403.
 */
export function assertMayChange(announcement: Announcement, role: AnnouncementRole): void {
  if (!role.isAuthor && !role.canEditAsAdmin) {
    if (role.canPreviewAsAdmin || announcement.status !== 'DRAFT') throw forbidden(M.saveForbidden);
    throw notFound(M.notFound);
  }
}

/** Drafts, their publication, cancelling and deleting: the author alone. */
export function assertAuthor(role: AnnouncementRole): void {
  if (!role.isAuthor) throw forbidden(M.saveForbidden);
}

/** The edit form: its author, or an administrator who may edit it once it is published. */
export function assertMayOpenForm(announcement: Announcement, role: AnnouncementRole): void {
  if (!role.isAuthor && !(role.canEditAsAdmin && announcement.status === 'PUBLISHED')) {
    if (role.canPreviewAsAdmin || announcement.status !== 'DRAFT') throw forbidden(M.saveForbidden);
    throw notFound(M.notFound);
  }
}

/** A copy: by its author only (another's draft is not revealed). */
export function assertMayCopy(announcement: Announcement, role: AnnouncementRole): void {
  if (!role.isAuthor) {
    throw announcement.status === 'DRAFT' && !role.canPreviewAsAdmin ? notFound(M.notFound) : forbidden();
  }
}

/** Locking and unlocking: administrators with blocking in scope; a hidden one is not revealed to others. */
export function assertMayLock(announcement: Announcement, role: AnnouncementRole): void {
  if (!role.canLock) {
    if (isPrivileged(role) || !['DRAFT', 'LOCKED'].includes(announcement.status)) {
      throw forbidden(detailsMessages.lockForbidden);
    }
    throw notFound(M.notFound);
  }
}

/**
 * The procedure file (decision 0047): its author, a controller of the managing authority
 * (advertisementAdministration's procedureFile in its scope or unscoped), an administrator who may edit
 * it in its scope (those who may settle it); only once the procedure ended (settled or cancelled).
 */
export function mayDownloadProcedureFile(role: AnnouncementRole): boolean {
  return role.isAuthor || role.canDownloadProcedureFile || role.canEditAsAdmin;
}

export function procedureEnded(announcement: { status: string }): boolean {
  return announcement.status === 'RESOLVED' || announcement.status === 'CANCELLED';
}

/** A signed-in user may keep another's visible announcement among the favourites. */
export function canFavorite(
  announcement: Announcement,
  role: AnnouncementRole,
  userId: number | null,
): boolean {
  return userId !== null && !role.isAuthor && !isHidden(announcement);
}

/** Never one's own (403), never a hidden one (404). */
export function assertMayFavorite(announcement: Announcement, role: AnnouncementRole): void {
  if (role.isAuthor) throw forbidden(detailsMessages.favoriteOwn);
  if (isHidden(announcement)) throw notFound();
}

/**
 * The level ids the user administers announcements in (the administrators' list); null means
 * everywhere (an unscoped grant); 403 for a user who administers none.
 */
export function adminListScope(entries: readonly PermissionEntry[]): number[] | null {
  const granted = entries.filter((e) => e.group === ADMINISTRATION && e.flags.includes('searchNPreviewData'));
  if (granted.length === 0) throw forbidden('Nie masz uprawnień do przeglądania listy ogłoszeń.');
  if (granted.some((e) => e.scope === null)) return null;
  return granted.map((e) => e.scope?.id as number);
}

/** The session's 'administrator' mark: may preview announcements somewhere. */
export { isAnnouncementAdministrator };

/** What the viewer may do with one announcement as an administrator (the lock panel's buttons). */
export function administrationFlags(entries: readonly PermissionEntry[], levels: ReadonlySet<number>) {
  const ads = (flag: string) => hasScopedPermission(entries, ADMINISTRATION, flag, levels);
  return {
    advertisement_administration: {
      search_n_preview_data: ads('searchNPreviewData'),
      edit_data: ads('editData'),
      blocking: ads('blocking'),
    },
    projects_enrollments_administration: {
      search_n_preview_data: hasScopedPermission(
        entries,
        'projectsEnrollmentsAdministration',
        'searchNPreviewData',
        levels,
      ),
    },
    users_and_permissions_preview_list_users: canPreviewUsers(entries),
  };
}
