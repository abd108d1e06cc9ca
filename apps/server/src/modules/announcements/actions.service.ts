import type { Content } from '@bk/contracts/announcements/content';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { conflict, notFound } from '../../lib/errors.ts';
import { userActor } from '../events/index.ts';
import { copyOwnerFiles } from '../files/index.ts';
import { assertAuthor, assertMayCopy, roleFor } from './announcements.policy.ts';
import {
  deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  insertVersion,
  refreshListColumns,
  replaceProjects,
  updateAnnouncement,
} from './announcements.repository.ts';
import { assembleContent, resolveReferences } from './content.service.ts';
import { isAllowed, type Status, statusAfter } from './lifecycle.ts';
import { ANNOUNCEMENT_FILES, toInput } from './prepare-content.ts';
import { announcementEvent } from './publication.ts';
import { type AnnouncementDeps, loadForChange, storedContentOf } from './save.service.ts';

export function statusObject(name: string) {
  const status = announcementStatuses.find((s) => s.name === name);
  return status ? { ...status } : { id: 0, name, label: name };
}

/** An announcement as the lists name it: number, title, status and its two dates. */
export function announcementSummary(row: {
  id: number;
  number: string | null;
  title: string;
  status: string;
  publication_date: Date | null;
  submission_deadline: Date | null;
}) {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: statusObject(row.status),
    publication_date: row.publication_date ? row.publication_date.toISOString() : null,
    submission_deadline: row.submission_deadline ? row.submission_deadline.toISOString() : null,
  };
}

/** The content with every element new (a copy's elements get ids of their own). */
function withoutIds(content: Content): Content {
  const fresh = { id: null, temporary_id: null };
  return {
    ...content,
    parts: content.parts.map((part) => ({
      ...part,
      ...fresh,
      order_items: part.order_items.map((item) => ({
        ...item,
        ...fresh,
        stages: item.stages.map((stage) => ({ ...stage, ...fresh })),
        conditions: item.conditions.map((condition) => ({ ...condition, ...fresh })),
      })),
      criteria: part.criteria.map((criterion) => ({ ...criterion, ...fresh })),
    })),
    attachments: content.attachments.map((attachment) => ({ ...attachment, ...fresh })),
  };
}

/** DELETE /api/announcements/{id}: a draft, by its author. */
export async function deleteDraft(deps: AnnouncementDeps, userId: number, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const { row, role } = await loadForChange(trx, id, userId);
    assertAuthor(role);
    if (!isAllowed(row.status as Status, 'delete')) throw conflict(M.transitionRefused);
    await deleteAnnouncementRow(trx, id);
    await announcementEvent(trx, 'announcement.deleted', id, userActor(userId), deps.clock.now());
    return { id };
  });
}

/** POST /api/announcements/{id}/cancel: a published announcement, by its author. */
export async function cancelAnnouncement(deps: AnnouncementDeps, userId: number, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const { row, role } = await loadForChange(trx, id, userId);
    assertAuthor(role);
    if (!isAllowed(row.status as Status, 'cancel')) throw conflict(M.transitionRefused);
    const now = deps.clock.now();
    const status = statusAfter(row.status as Status, 'cancel');
    await updateAnnouncement(trx, id, {
      status,
      status_changed_at: now,
      modified_at: now,
      modified_by: userId,
    });
    await announcementEvent(trx, 'announcement.cancelled', id, userActor(userId), now);
    return { advertisement: { id, status: statusObject(status) } };
  });
}

/**
 * POST /api/announcements/{id}/copy: a new draft of the author with the content of the latest version
 * (the draft copy if there is one), its attachments copied, no number and no dates.
 */
export async function copyAnnouncement(deps: AnnouncementDeps, userId: number, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findAnnouncement(trx, id);
    if (!row) throw notFound(M.notFound);
    const role = await roleFor(trx, userId, row);
    assertMayCopy(row, role);
    if (!isAllowed(row.status as Status, 'copy')) throw conflict(M.transitionRefused);
    const source = await storedContentOf(trx, row.draft_version_id ?? row.published_version_id);
    if (!source) throw conflict(M.transitionRefused);
    const now = deps.clock.now();
    const copy = await insertAnnouncement(trx, {
      owner_id: userId,
      status: 'DRAFT',
      copied_from_id: id,
      created_at: now,
      created_by: userId,
    });
    const files = await copyOwnerFiles(trx, {
      ids: source.attachments.map((a) => a.file_id).filter((f): f is number => f !== null),
      ownerKind: ANNOUNCEMENT_FILES,
      fromOwnerId: id,
      toOwnerId: copy.id,
    });
    const input = withoutIds(toInput(source));
    input.attachments = input.attachments
      .filter((a) => a.file_id === null || files.has(a.file_id))
      .map((a) => ({ ...a, file_id: a.file_id === null ? null : (files.get(a.file_id)?.id ?? null) }));
    const { resolved } = await resolveReferences(trx, userId, input);
    const fileInfo = new Map([...files.values()].map((f) => [f.id, f]));
    const stored = await assembleContent(trx, copy.id, input, resolved, null, fileInfo, new Map());
    const version = await insertVersion(trx, {
      announcement_id: copy.id,
      kind: 'draft',
      content: JSON.stringify({ ...stored, advertiser: null }),
      created_at: now,
      created_by: userId,
    });
    await updateAnnouncement(trx, copy.id, {
      draft_version_id: version.id,
      enrollment_id: stored.enrollment_id,
    });
    await replaceProjects(trx, copy.id, stored.project_ids);
    await refreshListColumns(trx, copy.id);
    await announcementEvent(trx, 'announcement.copied', copy.id, userActor(userId), now, {
      copied_from_id: id,
    });
    return { advertisement: { id: copy.id, status: statusObject('DRAFT'), copied_from_id: id } };
  });
}
