import {
  type AdminArea,
  type AreaPackage,
  adminAreas,
  areaGroups,
  type GroupGrant,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { permissionsOf } from '../users/index.ts';
import { type Deps, type PackageTarget, removePackage, savePackage } from './package-writes.ts';
import { packageOf } from './packages.ts';
import { type PackagesQuery, packagesPage, readerEntries } from './permission-reads.ts';
import { managesArea, mayChangeFlags, touchedFlags } from './permissions-admin.policy.ts';
import { permissionRows } from './permissions-admin.repository.ts';

// The 'Administracja' table: a user's unscoped groups in three areas (users, content, dictionary),
// each area granted by holders of its management flag (spec 3 sections 2.3, 6, 7).

function present(
  entries: Awaited<ReturnType<typeof permissionsOf>>,
  actorId: number,
  userId: number,
  area: AdminArea,
  groups: GroupGrant[],
): AreaPackage {
  // Only a package wholly within the viewer's rights (touchedFlags): the same rule as the save.
  const may =
    actorId !== userId &&
    managesArea(entries, area) &&
    mayChangeFlags(entries, touchedFlags(groups, []), null);
  return { area, groups, can_edit: may, can_delete: may };
}

/** GET /api/admin/permissions_cont_dict_users: the user's packages, one per area that has flags. */
export async function listAreaPackages(db: Kysely<DB>, actorId: number, q: PackagesQuery) {
  const userId = q.authorized ?? actorId;
  const entries = await readerEntries(db, actorId, userId);
  const allGroups = adminAreas.flatMap((area) => areaGroups[area]);
  const rows = await permissionRows(db, userId, allGroups, null);
  const packages = adminAreas
    .map((area) => ({ area, groups: packageOf(rows, areaGroups[area]) }))
    .filter((p) => p.groups.length > 0)
    .map((p) => present(entries, actorId, userId, p.area, p.groups));
  return packagesPage(packages, q);
}

/** GET /api/admin/{area}/package: one area's package of a user; 404 when the user has none. */
export async function getAreaPackage(db: Kysely<DB>, actorId: number, area: AdminArea, userId: number) {
  const entries = await readerEntries(db, actorId, userId);
  const groups = packageOf(await permissionRows(db, userId, areaGroups[area], null), areaGroups[area]);
  if (groups.length === 0) throw notFound(M.notFound);
  return present(entries, actorId, userId, area, groups);
}

const areaTarget = (area: AdminArea, userId: number): PackageTarget => ({
  userId,
  groups: areaGroups[area],
  levelId: null,
  coverage: null,
  context: area,
  levelName: null,
});

/** POST (create) or PUT (update) of an area package (package-writes.ts: one transaction with its history). */
export async function saveAreaPackage(
  deps: Deps,
  actorId: number,
  area: AdminArea,
  input: { authorized: number; groups: GroupGrant[] },
  mode: 'create' | 'update',
) {
  const entries = await permissionsOf(deps.db, actorId);
  if (!managesArea(entries, area) || actorId === input.authorized) throw forbidden(M.saveForbidden);
  return savePackage(deps, actorId, entries, areaTarget(area, input.authorized), input.groups, mode);
}

/** DELETE of an area package: only by someone who holds every flag in it. */
export async function deleteAreaPackage(deps: Deps, actorId: number, area: AdminArea, userId: number) {
  const entries = await permissionsOf(deps.db, actorId);
  if (!managesArea(entries, area) || actorId === userId) throw forbidden(M.deleteForbidden);
  return removePackage(deps, actorId, entries, areaTarget(area, userId));
}
