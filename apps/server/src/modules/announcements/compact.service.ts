import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { StoredContent } from '@bk/contracts/announcements/stored';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { userParts } from '../dictionaries/index.ts';
import { statusObject } from './actions.service.ts';
import { actsAsAdmin, assertMayOpenForm, roleFor } from './announcements.policy.ts';
import { findAnnouncement, findVersion } from './announcements.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The announcement's own data (not its content), with what the viewer is to it. */
export function metaOf(row: Row, role: { isAuthor: boolean; isAdmin: boolean }) {
  return {
    id: row.id,
    number: row.number,
    status: statusObject(row.status),
    is_author: role.isAuthor,
    is_admin: role.isAdmin,
    has_draft_copy: row.published_version_id !== null && row.draft_version_id !== null,
    scheduled: row.status === 'DRAFT' && row.publication_date !== null,
    publication_date: iso(row.publication_date),
    submission_deadline: iso(row.submission_deadline),
    created_at: row.created_at.toISOString(),
    modified_at: iso(row.modified_at),
    published_version_id: row.published_version_id,
    draft_version_id: row.draft_version_id,
    copied_from_id: row.copied_from_id,
  };
}

/**
 * GET /api/announcements/{id}/compact: what the form edits, the draft (or draft copy) when there is
 * one, else the last published version. Only its author and administrators who may edit it.
 */
export async function compactForForm(db: Kysely<DB>, userId: number, id: number) {
  const row = await findAnnouncement(db, id);
  if (!row) throw notFound(M.notFound);
  const role = await roleFor(db, userId, row);
  assertMayOpenForm(row, role);
  const versionId = role.isAuthor
    ? (row.draft_version_id ?? row.published_version_id)
    : row.published_version_id;
  const version = versionId !== null ? await findVersion(db, versionId) : undefined;
  if (!version) throw notFound(M.notFound);
  return {
    advertisement: metaOf(row, { isAuthor: role.isAuthor, isAdmin: actsAsAdmin(role) }),
    version: {
      id: version.id,
      kind: version.kind,
      version_no: version.version_no,
      content: version.content as StoredContent,
    },
    // An administrator chooses among the owner's projects and persons (the server accepts only those).
    owner_choices: role.isAuthor ? null : await userParts(db, row.owner_id),
  };
}
