import { announcementViewSchema } from '@bk/contracts/announcements/details';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { ownerDocumentStates } from '../documents/index.ts';
import { permissionsOf } from '../users/index.ts';
import {
  actsAsAdmin,
  assertMayView,
  canFavorite,
  isPrivileged,
  mayDownloadProcedureFile,
  procedureEnded,
  roleFor,
} from './announcements.policy.ts';
import { findAnnouncement, findAnnouncementForViewer, listVersions } from './announcements.repository.ts';
import { metaOf } from './compact.service.ts';
import { mayExtendDeadline } from './extension.service.ts';
import { ANNOUNCEMENT_FILES } from './prepare-content.ts';
import { publicView } from './public-view-cache.ts';
import { advertiserSnapshot } from './publication.ts';
import { versionForReading } from './version-cache.ts';

const viewHeadSchema = announcementViewSchema.extend({
  version: announcementViewSchema.shape.version.omit({ content: true }),
});

type Row = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;
export type ViewMode = { kind: 'current' } | { kind: 'draft' } | { kind: 'version'; versionId: number };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Who may see an announcement at all (issue 6): published, closed, cancelled and resolved ones are
 * public; drafts (scheduled ones too) and locked ones only their author and administrators in scope.
 * Anything else answers 404, exactly as a missing announcement.
 */
export async function visibleAnnouncement(db: Kysely<DB>, userId: number | null, id: number) {
  const row = await findAnnouncement(db, id);
  if (!row) throw notFound(M.notFound);
  const role = await roleFor(db, userId, row);
  assertMayView(row, role);
  return { row, role, privileged: isPrivileged(role) };
}

async function versionFor(db: Kysely<DB>, row: Row, mode: ViewMode, privileged: boolean) {
  const versionId =
    mode.kind === 'current'
      ? row.published_version_id
      : mode.kind === 'draft'
        ? row.draft_version_id
        : mode.versionId;
  if (versionId === null) throw notFound(M.notFound);
  if (mode.kind === 'draft' && !privileged) throw notFound(M.notFound);
  const version = await versionForReading(db, versionId);
  if (!version || version.announcement_id !== row.id) throw notFound(M.notFound);
  // Version mode shows published versions only; drafts have their own view.
  if (mode.kind === 'version' && version.kind !== 'published') throw notFound(M.notFound);
  return version;
}

/**
 * GET /api/announcements/{id} and its draft and version views, as the JSON text of the envelope:
 * the version's content is stored validated and kept as text (version-cache.ts), so it is not
 * parsed and re-serialised on every read; the rest is checked against the contract here.
 */
export async function viewAnnouncementJson(
  db: Kysely<DB>,
  userId: number | null,
  id: number,
  mode: ViewMode,
): Promise<string> {
  if (userId === null && mode.kind === 'current')
    return publicView(db, id, () => buildView(db, null, id, mode));
  return buildView(db, userId, id, mode);
}

async function buildView(db: Kysely<DB>, userId: number | null, id: number, mode: ViewMode): Promise<string> {
  // The announcement and the viewer's permissions do not depend on each other: read side by side.
  const [row, entries] = await Promise.all([
    findAnnouncementForViewer(db, id, userId),
    userId === null ? undefined : permissionsOf(db, userId),
  ]);
  if (!row) throw notFound(M.notFound);
  const role = await roleFor(db, userId, row, entries);
  assertMayView(row, role);
  const privileged = isPrivileged(role);
  const version = await versionFor(db, row, mode, privileged);
  const advertiser = version.advertiser ?? (await advertiserSnapshot(db, row.owner_id).catch(() => null));
  const published = row.published_versions;
  const signedIn = userId !== null;
  // A draft or an earlier version is read-only (spec 2 section 2.1: its Oferty and Pytania tabs are
  // disabled): no favourite toggle, no 'new' mark to clear, no offer or question counts.
  const live = signedIn && mode.kind === 'current';
  const head = viewHeadSchema.parse({
    advertisement: {
      ...metaOf(row, { isAuthor: role.isAuthor, isAdmin: actsAsAdmin(role) }),
      admin_view: role.canPreviewAsAdmin,
      can_favorite: live && canFavorite(row, role, userId),
      can_download_procedure_file: live && procedureEnded(row) && mayDownloadProcedureFile(role),
      can_extend_deadline: live && role.isAuthor && (await mayExtendDeadline(db, row)),
      favorite: signedIn && row.viewer_favorite,
      badge: live && row.viewer_badge,
      first_published_at: iso(row.first_published_at),
      last_change_at:
        published.length > 0 ? new Date(published.at(-1)?.published_at as string).toISOString() : null,
      owner: { id: row.owner_id },
      all_available_version_ids: published.map((v) => v.id),
    },
    version: {
      id: version.id,
      kind: version.kind as 'draft' | 'published',
      version_no: version.version_no,
      published_at: iso(version.published_at),
      modified_at: iso(version.modified_at ?? version.created_at),
      by_admin: version.by_admin,
      is_current: version.id === row.published_version_id,
      change_reason: version.change_reason,
    },
    advertiser,
    offer_set_badge_count: live ? row.viewer_offer_marks : 0,
    question_badge_count: live ? row.viewer_question_marks : 0,
    attachment_texts:
      version.kind === 'published'
        ? await ownerDocumentStates(db, { kind: ANNOUNCEMENT_FILES, id: row.id })
        : [],
  });
  const versionJson = JSON.stringify(head.version);
  const { version: _omitted, ...rest } = head;
  const restJson = JSON.stringify(rest);
  return `{"status":"OK","data":{"version":${versionJson.slice(0, -1)},"content":${version.contentJson}},${restJson.slice(1)}}`;
}

/** GET /api/announcements/{id}/versions: published versions for all who see it; drafts for the privileged. */
export async function versionsOf(db: Kysely<DB>, userId: number | null, id: number) {
  const { row, privileged } = await visibleAnnouncement(db, userId, id);
  const versions = await listVersions(db, row.id);
  return {
    drafts: privileged
      ? versions
          .filter((v) => v.kind === 'draft')
          .map((v) => ({ id: v.id, created_at: v.created_at.toISOString(), modified_at: iso(v.modified_at) }))
      : [],
    published: versions
      .filter((v) => v.kind === 'published' && v.published_at !== null)
      .map((v) => ({
        id: v.id,
        version_no: v.version_no ?? 0,
        published_at: (v.published_at as Date).toISOString(),
        by_admin: v.by_admin,
        current: v.id === row.published_version_id,
        change_reason: v.change_reason,
      })),
  };
}
