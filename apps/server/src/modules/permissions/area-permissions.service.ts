import { usersMessages } from '@bk/contracts/users/admin-users';
import {
  type AdminArea,
  type AreaPackage,
  adminAreas,
  areaGroups,
  type GroupGrant,
  type HistoryOperation,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { permissionsOf } from '../users/permissions.service.ts';
import { assertSomeFlag, isUniqueViolation, normalizeGrants, packageOf } from './packages.ts';
import {
  assertMayReadPermissionsOf,
  assertMaySave,
  managesArea,
  mayChangeFlags,
  touchedFlags,
} from './permissions-admin.policy.ts';
import { insertHistory, lockUser, permissionRows, replacePackage } from './permissions-admin.repository.ts';

// The 'Administracja' table: a user's unscoped groups in three areas (users, content, dictionary),
// each area granted by holders of its management flag (spec 3 sections 2.3, 6, 7).

export type Deps = { db: Kysely<DB>; clock: Clock };

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
export async function listAreaPackages(
  db: Kysely<DB>,
  actorId: number,
  q: { authorized?: number; page: number; limit: number },
) {
  const userId = q.authorized ?? actorId;
  const entries = await permissionsOf(db, actorId);
  assertMayReadPermissionsOf(entries, actorId, userId);
  const allGroups = adminAreas.flatMap((area) => areaGroups[area]);
  const rows = await permissionRows(db, userId, allGroups, null);
  const packages = adminAreas
    .map((area) => ({ area, groups: packageOf(rows, areaGroups[area]) }))
    .filter((p) => p.groups.length > 0)
    .map((p) => present(entries, actorId, userId, p.area, p.groups));
  const start = (q.page - 1) * q.limit;
  return { permissions: packages.slice(start, start + q.limit), meta: { total: packages.length } };
}

/** GET /api/admin/{area}/package: one area's package of a user; 404 when the user has none. */
export async function getAreaPackage(db: Kysely<DB>, actorId: number, area: AdminArea, userId: number) {
  const entries = await permissionsOf(db, actorId);
  assertMayReadPermissionsOf(entries, actorId, userId);
  const groups = packageOf(await permissionRows(db, userId, areaGroups[area], null), areaGroups[area]);
  if (groups.length === 0) throw notFound(M.notFound);
  return present(entries, actorId, userId, area, groups);
}

/**
 * POST (create) or PUT (update) of an area package. The check and the change happen under the
 * user's row lock, with the history event in the same transaction.
 */
export async function saveAreaPackage(
  deps: Deps,
  actorId: number,
  area: AdminArea,
  input: { authorized: number; groups: GroupGrant[] },
  mode: 'create' | 'update',
) {
  const userId = input.authorized;
  const entries = await permissionsOf(deps.db, actorId);
  if (!managesArea(entries, area) || actorId === userId) throw forbidden(M.saveForbidden);
  const grants = normalizeGrants(input.groups, areaGroups[area]);
  assertSomeFlag(grants);
  // Flags the granter lacks are refused before anything else is said about the package.
  if (!mayChangeFlags(entries, touchedFlags([], grants), null)) throw forbidden(M.saveForbidden);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await lockUser(trx, userId))) throw notFound(usersMessages.userNotFound);
      const before = packageOf(await permissionRows(trx, userId, areaGroups[area], null), areaGroups[area]);
      if (mode === 'create' && before.length > 0) throw conflict(M.setExists);
      if (mode === 'update' && before.length === 0) throw notFound(M.notFound);
      assertMaySave({
        entries,
        actorId,
        userId,
        manages: true,
        changed: touchedFlags(before, grants),
        coverage: null,
        message: M.saveForbidden,
      });
      const now = deps.clock.now();
      await replacePackage(trx, {
        userId,
        groups: areaGroups[area],
        levelId: null,
        grants,
        grantedBy: actorId,
        now,
      });
      const operation: HistoryOperation = mode === 'create' ? 'permissionsGranted' : 'permissionsModified';
      await insertHistory(trx, {
        user_id: userId,
        added_at: now,
        operation_type: operation,
        added_by: actorId,
        context: area,
        level_id: null,
        level_name: null,
        groups: grants,
      });
      return { authorized: userId, operation_type: operation };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.setExists);
    throw error;
  }
}

/** DELETE of an area package: only by someone who holds every flag in it. */
export async function deleteAreaPackage(deps: Deps, actorId: number, area: AdminArea, userId: number) {
  const entries = await permissionsOf(deps.db, actorId);
  if (!managesArea(entries, area) || actorId === userId) throw forbidden(M.deleteForbidden);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, userId))) throw notFound(usersMessages.userNotFound);
    const before = packageOf(await permissionRows(trx, userId, areaGroups[area], null), areaGroups[area]);
    if (before.length === 0) throw notFound(M.notFound);
    assertMaySave({
      entries,
      actorId,
      userId,
      manages: true,
      changed: touchedFlags(before, []),
      coverage: null,
      message: M.deleteForbidden,
    });
    const now = deps.clock.now();
    await replacePackage(trx, {
      userId,
      groups: areaGroups[area],
      levelId: null,
      grants: [],
      grantedBy: actorId,
      now,
    });
    await insertHistory(trx, {
      user_id: userId,
      added_at: now,
      operation_type: 'permissionsDenied',
      added_by: actorId,
      context: area,
      level_id: null,
      level_name: null,
      groups: before,
    });
    return { authorized: userId, operation_type: 'permissionsDenied' as const };
  });
}
