import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import type { LevelKind } from '@bk/contracts/dictionaries/levels';
import { usersMessages } from '@bk/contracts/users/admin-users';
import {
  type GroupGrant,
  type HistoryOperation,
  type LevelPackage,
  type LevelPackageInput,
  levelGroups,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../plugins/errors.ts';
import { permissionsOf } from '../users/permissions.service.ts';
import type { Deps } from './area-permissions.service.ts';
import { assertSomeFlag, isUniqueViolation, normalizeGrants, packageOf, pathLabel } from './packages.ts';
import {
  assertMayReadPermissionsOf,
  assertMaySave,
  type Coverage,
  managesAnyLevel,
  managesLevel,
  mayChangeFlags,
  mayReadPermissionsOf,
  touchedFlags,
} from './permissions-admin.policy.ts';
import {
  holdersAt,
  insertHistory,
  type LevelRef,
  levelPaths,
  lockUser,
  type PermissionRow,
  permissionRows,
  replacePackage,
} from './permissions-admin.repository.ts';

// The 'Poziomy wdrożenia' table: packages of the implementation-level groups, each scoped to one level
// of the dictionary (or to every level). A package on a level covers everything below it, so a user
// who holds one above a level is not given or changed another below it (spec 3 section 4).

type Db = Kysely<DB> | Transaction<DB>;

/** The level's chain (from the perspective down) and the ids it covers; null for every level. */
async function levelScope(db: Db, levelId: number | null) {
  if (levelId === null) return { path: null, coverage: null as Coverage };
  const path = (await levelPaths(db, [levelId])).get(levelId);
  if (!path) throw unprocessable({ level_id: [M.levelNotFound] }, M.levelNotFound);
  return { path, coverage: new Set(path.map((l) => l.id)) as Coverage };
}

/** The user holds a package above `levelId` (at an ancestor, or on every level). */
function higherPackageExists(rows: readonly PermissionRow[], levelId: number | null, coverage: Coverage) {
  if (levelId === null) return false;
  return rows.some((r) => r.level_id === null || (r.level_id !== levelId && coverage?.has(r.level_id)));
}

function refOf(path: readonly LevelRef[] | null): LevelPackage['level'] {
  const last = path?.[path.length - 1];
  return last ? { ...last, kind: last.kind as LevelKind } : null;
}

function present(
  entries: readonly PermissionEntry[],
  actorId: number,
  userId: number,
  p: { path: LevelRef[] | null; groups: GroupGrant[]; higher: boolean },
): LevelPackage {
  const coverage: Coverage = p.path ? new Set(p.path.map((l) => l.id)) : null;
  const may =
    actorId !== userId &&
    managesLevel(entries, coverage) &&
    mayChangeFlags(entries, touchedFlags(p.groups, []), coverage);
  return {
    level: refOf(p.path),
    path: (p.path ?? []).map((l) => ({ ...l, kind: l.kind as LevelKind })),
    groups: p.groups,
    can_edit: may && !p.higher,
    can_delete: may,
    has_higher_level_permissions: p.higher,
  };
}

/** The user's packages, every level's first, then by the level's path. */
async function packagesOf(db: Db, entries: readonly PermissionEntry[], actorId: number, userId: number) {
  const rows = await permissionRows(db, userId, levelGroups);
  const levelIds = [...new Set(rows.map((r) => r.level_id))];
  const paths = await levelPaths(
    db,
    levelIds.filter((id): id is number => id !== null),
  );
  const packages = levelIds.map((levelId) => {
    const path = levelId === null ? null : (paths.get(levelId) ?? []);
    const coverage: Coverage = path ? new Set(path.map((l) => l.id)) : null;
    return {
      label: pathLabel(path),
      levelId,
      pkg: present(entries, actorId, userId, {
        path,
        groups: packageOf(
          rows.filter((r) => r.level_id === levelId),
          levelGroups,
        ),
        higher: higherPackageExists(rows, levelId, coverage),
      }),
    };
  });
  packages.sort((a, b) =>
    a.levelId === null ? -1 : b.levelId === null ? 1 : a.label.localeCompare(b.label, 'pl'),
  );
  return packages.map((p) => p.pkg);
}

/** GET /api/admin/permissions_ads_projects_enrollments: the user's level packages, 20 a page. */
export async function listLevelPackages(
  db: Kysely<DB>,
  actorId: number,
  q: { authorized?: number; page: number; limit: number },
) {
  const userId = q.authorized ?? actorId;
  const entries = await permissionsOf(db, actorId);
  assertMayReadPermissionsOf(entries, actorId, userId);
  const packages = await packagesOf(db, entries, actorId, userId);
  const start = (q.page - 1) * q.limit;
  return { permissions: packages.slice(start, start + q.limit), meta: { total: packages.length } };
}

/** GET .../package: the user's package at one level; 404 when there is none. */
export async function getLevelPackage(
  db: Kysely<DB>,
  actorId: number,
  userId: number,
  levelId: number | null,
) {
  const entries = await permissionsOf(db, actorId);
  assertMayReadPermissionsOf(entries, actorId, userId);
  const packages = await packagesOf(db, entries, actorId, userId);
  const found = packages.find((p) => (p.level?.id ?? null) === levelId);
  if (!found) throw notFound(M.notFound);
  return found;
}

/** POST (create) or PUT (update) of a level package, checked and written under the user's row lock. */
export async function saveLevelPackage(
  deps: Deps,
  actorId: number,
  input: LevelPackageInput,
  mode: 'create' | 'update',
) {
  const userId = input.authorized;
  const levelId = input.level_id;
  const entries = await permissionsOf(deps.db, actorId);
  if (!managesAnyLevel(entries) || actorId === userId) throw forbidden(M.saveForbidden);
  const { path, coverage } = await levelScope(deps.db, levelId);
  if (!managesLevel(entries, coverage)) throw forbidden(M.saveForbidden);
  const grants = normalizeGrants(input.groups, levelGroups);
  assertSomeFlag(grants);
  // Flags the granter lacks are refused before anything else is said about the package.
  if (!mayChangeFlags(entries, touchedFlags([], grants), coverage)) throw forbidden(M.saveForbidden);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await lockUser(trx, userId))) throw notFound(usersMessages.userNotFound);
      const rows = await permissionRows(trx, userId, levelGroups);
      const before = packageOf(
        rows.filter((r) => r.level_id === levelId),
        levelGroups,
      );
      if (mode === 'create' && before.length > 0) throw conflict(M.setExists);
      if (mode === 'update' && before.length === 0) throw notFound(M.notFound);
      if (higherPackageExists(rows, levelId, coverage)) throw conflict(M.higherLevel);
      assertMaySave({
        entries,
        actorId,
        userId,
        manages: true,
        changed: touchedFlags(before, grants),
        coverage,
        message: M.saveForbidden,
      });
      const now = deps.clock.now();
      await replacePackage(trx, { userId, groups: levelGroups, levelId, grants, grantedBy: actorId, now });
      const operation: HistoryOperation = mode === 'create' ? 'permissionsGranted' : 'permissionsModified';
      await insertHistory(trx, {
        user_id: userId,
        added_at: now,
        operation_type: operation,
        added_by: actorId,
        context: 'levels',
        level_id: levelId,
        level_name: pathLabel(path),
        groups: grants,
      });
      return { authorized: userId, operation_type: operation };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.setExists);
    throw error;
  }
}

/** DELETE of a level package: by a level manager there who holds every flag in it. */
export async function deleteLevelPackage(
  deps: Deps,
  actorId: number,
  userId: number,
  levelId: number | null,
) {
  const entries = await permissionsOf(deps.db, actorId);
  if (!managesAnyLevel(entries) || actorId === userId) throw forbidden(M.deleteForbidden);
  const { path, coverage } = await levelScope(deps.db, levelId);
  if (!managesLevel(entries, coverage)) throw forbidden(M.deleteForbidden);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, userId))) throw notFound(usersMessages.userNotFound);
    const before = packageOf(await permissionRows(trx, userId, levelGroups, levelId), levelGroups);
    if (before.length === 0) throw notFound(M.notFound);
    assertMaySave({
      entries,
      actorId,
      userId,
      manages: true,
      changed: touchedFlags(before, []),
      coverage,
      message: M.deleteForbidden,
    });
    const now = deps.clock.now();
    await replacePackage(trx, { userId, groups: levelGroups, levelId, grants: [], grantedBy: actorId, now });
    await insertHistory(trx, {
      user_id: userId,
      added_at: now,
      operation_type: 'permissionsDenied',
      added_by: actorId,
      context: 'levels',
      level_id: levelId,
      level_name: pathLabel(path),
      groups: before,
    });
    return { authorized: userId, operation_type: 'permissionsDenied' as const };
  });
}

/**
 * GET .../users: who holds a package at a level: directly there (direct) or above it, which covers it
 * (inherited). For level managers there and previewers of authorised users.
 */
export async function levelHolders(
  db: Kysely<DB>,
  actorId: number,
  q: { level_id: number; list_type: 'direct' | 'inherited'; page: number; limit: number },
) {
  const entries = await permissionsOf(db, actorId);
  const { path, coverage } = await levelScope(db, q.level_id);
  if (!managesLevel(entries, coverage) && !mayReadPermissionsOf(entries, actorId, 0))
    throw forbidden(M.usersForbidden);
  const above = (path ?? []).map((l) => l.id).filter((id) => id !== q.level_id);
  const found = await holdersAt(db, {
    groups: levelGroups,
    levelIds: q.list_type === 'direct' ? [q.level_id] : above,
    unscoped: q.list_type === 'inherited',
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const paths = await levelPaths(db, [
    ...new Set(found.rows.map((r) => r.level_id).filter((id): id is number => id !== null)),
  ]);
  return {
    users: found.users.map((u) => {
      const mine = found.rows.filter((r) => r.user_id === u.id);
      const levelId = mine[0]?.level_id ?? null;
      return {
        ...u,
        level: refOf(levelId === null ? null : (paths.get(levelId) ?? null)),
        groups: packageOf(
          mine.filter((r) => r.level_id === levelId),
          levelGroups,
        ),
      };
    }),
    meta: { total: found.total },
  };
}
