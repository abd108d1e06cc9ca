import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import {
  type AdminProjectItem,
  type AdminProjectsQuery,
  adminProjectMessages as M,
} from '@bk/contracts/projects/admin-projects';
import { type ProjectType, projectMessages } from '@bk/contracts/projects/projects';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { ownerAsCreator, permissionsOf } from '../users/index.ts';
import { adminProjectScope, mayEditProject, projectLevels } from './admin-projects.policy.ts';
import {
  type AdminProjectRow,
  adminProjectById,
  adminProjectsPage,
  renameProject,
} from './admin-projects.repository.ts';

function present(row: AdminProjectRow, entries: readonly PermissionEntry[]): AdminProjectItem {
  return {
    id: row.id,
    type: row.type as ProjectType,
    name: row.name,
    full_number: row.full_number,
    created_by: ownerAsCreator(row),
    attached_advertisements_amount: Number(row.attached),
    can_edit: mayEditProject(entries, projectLevels(row)),
  };
}

/**
 * GET /api/admin/project_enrollment: the projects and enrolments in the administrator's scope
 * (projectsEnrollmentsAdministration searchNPreviewData), filtered, 20 a page; canEdit from the same
 * permissions as the rename's check.
 */
export async function listAdminProjects(db: Kysely<DB>, userId: number, q: AdminProjectsQuery) {
  const entries = await permissionsOf(db, userId);
  const { rows, total } = await adminProjectsPage(db, adminProjectScope(entries), q);
  return {
    objects: rows.map((row) => present(row, entries)),
    total,
    has_next: q.page * q.size < total,
    has_prev: q.page > 1,
  };
}

/** PUT /api/admin/{project|enrollment}/{id}: the name (editData where the project belongs). */
export async function renameAdminProject(
  deps: { db: Kysely<DB>; clock: Clock },
  userId: number,
  type: ProjectType,
  id: number,
  name: string | null,
) {
  const entries = await permissionsOf(deps.db, userId);
  const row = await adminProjectById(deps.db, id);
  if (!row || row.type !== type) throw notFound(projectMessages.notFound);
  if (!mayEditProject(entries, projectLevels(row))) throw forbidden(M.editForbidden);
  if (type === 'project' && !name) throw unprocessable({ name: [M.nameRequired] });
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await renameProject(trx, id, name, userId, now);
    await recordEvent(trx, {
      type: 'project.renamed',
      object: { kind: type, id },
      actor: userActor(userId),
      at: now,
      payload: { name },
    });
  });
  const renamed = await adminProjectById(deps.db, id);
  if (!renamed) throw notFound(projectMessages.notFound);
  return { [type]: present(renamed, entries) } as Record<ProjectType, AdminProjectItem>;
}
