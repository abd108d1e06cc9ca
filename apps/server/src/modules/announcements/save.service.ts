import type { Content } from '@bk/contracts/announcements/content';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { Problems } from '@bk/contracts/announcements/rules';
import type { StoredContent } from '@bk/contracts/announcements/stored';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { userActor } from '../events/index.ts';
import {
  type AnnouncementRole,
  actsAsAdmin,
  assertAuthor,
  assertMayChange,
  roleFor,
} from './announcements.policy.ts';
import {
  findAnnouncementForUpdate,
  findVersion,
  insertAnnouncement,
  insertVersion,
  refreshListColumns,
  replaceProjects,
  updateAnnouncement,
  updateVersion,
} from './announcements.repository.ts';
import { lockedFieldProblems } from './locked-fields.ts';
import { prepareContent } from './prepare-content.ts';
import { announcementEvent, publishVersion } from './publication.ts';

export type AnnouncementDeps = { db: Kysely<DB>; clock: Clock };
type Row = NonNullable<Awaited<ReturnType<typeof findAnnouncementForUpdate>>>;

/** 422 with the spec's summary and the problems by path, when there are any. */
export function refuseOnProblems(problems: Problems, message = 'Formularz zawiera błędy.'): void {
  if (Object.keys(problems).length > 0) throw new AppError(422, message, problems);
}

export async function storedContentOf(trx: Transaction<DB> | Kysely<DB>, versionId: number | null) {
  if (versionId === null) return null;
  const version = await findVersion(trx, versionId);
  return version ? (version.content as StoredContent) : null;
}

/** Loads the announcement for a change: 404 for those who may not see it, 403 for those who see but may not edit. */
export async function loadForChange(trx: Transaction<DB>, id: number, userId: number) {
  const row = await findAnnouncementForUpdate(trx, id);
  if (!row) throw notFound(M.notFound);
  const role = await roleFor(trx, userId, row);
  assertMayChange(row, role);
  return { row, role };
}

/** POST /api/announcements: a new draft of the signed-in user. */
export async function createDraft(deps: AnnouncementDeps, userId: number, content: Content) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const { id } = await insertAnnouncement(trx, {
      owner_id: userId,
      status: 'DRAFT',
      created_at: now,
      created_by: userId,
    });
    const { stored, problems } = await prepareContent(trx, {
      announcementId: id,
      ownerId: userId,
      actorId: userId,
      content,
      previous: null,
      earlier: null,
      forPublication: false,
    });
    refuseOnProblems(problems);
    const version = await insertVersion(trx, {
      announcement_id: id,
      kind: 'draft',
      content: JSON.stringify(stored),
      created_at: now,
      created_by: userId,
    });
    await updateAnnouncement(trx, id, {
      draft_version_id: version.id,
      enrollment_id: stored.enrollment_id,
    });
    await replaceProjects(trx, id, stored.project_ids);
    await refreshListColumns(trx, id);
    await announcementEvent(trx, 'announcement.draft_created', id, userActor(userId), now);
    return { id };
  });
}

async function saveDraftVersion(
  trx: Transaction<DB>,
  deps: AnnouncementDeps,
  row: Row,
  userId: number,
  content: Content,
) {
  const now = deps.clock.now();
  const published = await storedContentOf(trx, row.published_version_id);
  const previous = (await storedContentOf(trx, row.draft_version_id)) ?? published;
  const { stored, problems } = await prepareContent(trx, {
    announcementId: row.id,
    ownerId: row.owner_id,
    actorId: userId,
    content,
    previous,
    earlier: published,
    forPublication: false,
  });
  if (published) Object.assign(problems, lockedFieldProblems(published, stored, { isAdmin: false }));
  refuseOnProblems(problems);
  if (row.draft_version_id !== null) {
    await updateVersion(trx, row.draft_version_id, { content: JSON.stringify(stored), modified_at: now });
  } else {
    const version = await insertVersion(trx, {
      announcement_id: row.id,
      kind: 'draft',
      content: JSON.stringify(stored),
      created_at: now,
      created_by: userId,
    });
    await updateAnnouncement(trx, row.id, { draft_version_id: version.id });
  }
  // A draft saved again needs publishing again: a schedule set before is dropped (docs/decisions/0010).
  const unschedule = row.status === 'DRAFT' ? { publication_date: null, submission_deadline: null } : {};
  await updateAnnouncement(trx, row.id, { ...unschedule, modified_at: now, modified_by: userId });
  if (row.status === 'DRAFT') {
    await updateAnnouncement(trx, row.id, { enrollment_id: stored.enrollment_id });
    await replaceProjects(trx, row.id, stored.project_ids);
  }
  await refreshListColumns(trx, row.id);
  await announcementEvent(trx, 'announcement.draft_saved', row.id, userActor(userId), now);
}

/**
 * PUT /api/announcements/{id}. A draft (author only) or the draft copy of a published announcement
 * is saved; with mode 'publish' a published announcement gets a new version at once (author, or an
 * administrator in scope, who has no drafts).
 */
export async function saveAnnouncement(
  deps: AnnouncementDeps,
  userId: number,
  id: number,
  content: Content,
  mode: 'draft' | 'publish',
) {
  return deps.db.transaction().execute(async (trx) => {
    const { row, role } = await loadForChange(trx, id, userId);
    if (row.status === 'DRAFT') {
      assertAuthor(role);
      if (mode === 'publish') throw conflict(M.transitionRefused);
      await saveDraftVersion(trx, deps, row, userId, content);
      return { id };
    }
    if (row.status !== 'PUBLISHED') throw conflict(M.transitionRefused);
    if (mode === 'draft') {
      assertAuthor(role);
      await saveDraftVersion(trx, deps, row, userId, content);
      return { id };
    }
    await publishNewVersion(trx, deps, row, role, userId, content);
    return { id };
  });
}

/** A new published version straight from the form (editing a published announcement). */
async function publishNewVersion(
  trx: Transaction<DB>,
  deps: AnnouncementDeps,
  row: Row,
  role: AnnouncementRole,
  userId: number,
  content: Content,
) {
  const published = await storedContentOf(trx, row.published_version_id);
  if (!published) throw conflict(M.transitionRefused);
  const { stored, problems } = await prepareContent(trx, {
    announcementId: row.id,
    ownerId: row.owner_id,
    actorId: userId,
    content,
    previous: published,
    earlier: published,
    forPublication: true,
  });
  Object.assign(problems, lockedFieldProblems(published, stored, { isAdmin: actsAsAdmin(role) }));
  refuseOnProblems(problems, M.hasErrors);
  const version = await insertVersion(trx, {
    announcement_id: row.id,
    kind: 'draft',
    content: JSON.stringify(stored),
    created_at: deps.clock.now(),
    created_by: userId,
  });
  await publishVersion(trx, deps.clock.now(), row, version.id, {
    byAdmin: !role.isAuthor,
    deadline: row.submission_deadline as Date,
    actor: userActor(userId),
  });
}
