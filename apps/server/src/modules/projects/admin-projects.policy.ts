import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { adminProjectMessages as M } from '@bk/contracts/projects/admin-projects';
import { type LevelColumn, levelColumnOf } from '../../db/query-helpers.ts';
import type { ProjectsEnrollmentsTable } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { hasScopedPermission } from '../users/index.ts';
import type { ProjectScope } from './admin-projects.repository.ts';

// Administrators of projects and enrolments (spec 3 sections 2.7, 6): projectsEnrollmentsAdministration,
// unscoped or scoped to implementation levels; a grant on a level covers every project classified
// under it (a project stores each level it belongs to).

const GROUP = 'projectsEnrollmentsAdministration' as const;

/** The levels the user may list projects in (searchNPreviewData); null: everywhere; 403 without any. */
export function adminProjectScope(entries: readonly PermissionEntry[]): ProjectScope {
  const granted = entries.filter((e) => e.group === GROUP && e.flags.includes('searchNPreviewData'));
  if (granted.length === 0) throw forbidden(M.listForbidden);
  if (granted.some((e) => e.scope === null)) return null;
  const scope: NonNullable<ProjectScope> = {};
  for (const entry of granted) {
    const kind = entry.scope?.kind;
    if (!entry.scope || !kind) continue;
    const column = levelColumnOf[kind];
    scope[column] = [...(scope[column] ?? []), entry.scope.id];
  }
  return scope;
}

/** The level ids a project belongs to. */
export function projectLevels(row: Pick<ProjectsEnrollmentsTable, LevelColumn>): Set<number> {
  const ids = [
    row.perspective_id,
    row.programme_id,
    row.priority_id,
    row.activity_id,
    row.region_id,
    row.institution_id,
  ];
  return new Set(ids.filter((id): id is number => id !== null));
}

/** May rename the project (editData where it belongs): the list's canEdit and the PUT's check. */
export function mayEditProject(entries: readonly PermissionEntry[], levels: ReadonlySet<number>): boolean {
  return hasScopedPermission(entries, GROUP, 'editData', levels);
}

/** Refuses a user who may rename no project anywhere (editData): checked before the body (issue 44). */
export function assertMayEditSomeProject(entries: readonly PermissionEntry[]): void {
  if (!entries.some((e) => e.group === GROUP && e.flags.includes('editData')))
    throw forbidden(M.editForbidden);
}
