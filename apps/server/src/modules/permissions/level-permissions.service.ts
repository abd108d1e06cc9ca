import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import type { LevelKind } from '@bk/contracts/dictionaries/levels';
import {
  type GroupGrant,
  type LevelPackage,
  type LevelPackageInput,
  levelGroups,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { permissionsOf } from '../users/index.ts';
import { type Deps, type PackageTarget, removePackage, savePackage } from './package-writes.ts';
import { packageOf, pathLabel } from './packages.ts';
import { type PackagesQuery, packagesPage, readerEntries } from './permission-reads.ts';
import {
  type Coverage,
  levelManagementScopes,
  levelOffer,
  managesAnyLevel,
  managesLevel,
  mayChangeFlags,
  mayReadPermissionsOf,
  touchedFlags,
} from './permissions-admin.policy.ts';
import {
  holdersAt,
  type LevelRef,
  levelPaths,
  type PermissionRow,
  permissionRows,
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
export async function listLevelPackages(db: Kysely<DB>, actorId: number, q: PackagesQuery) {
  const userId = q.authorized ?? actorId;
  const entries = await readerEntries(db, actorId, userId);
  const packages = await packagesOf(db, entries, actorId, userId);
  return packagesPage(packages, q);
}

/** GET .../package: the user's package at one level; 404 when there is none. */
export async function getLevelPackage(
  db: Kysely<DB>,
  actorId: number,
  userId: number,
  levelId: number | null,
) {
  const entries = await readerEntries(db, actorId, userId);
  const packages = await packagesOf(db, entries, actorId, userId);
  const found = packages.find((p) => (p.level?.id ?? null) === levelId);
  if (!found) throw notFound(M.notFound);
  return found;
}

/** The level's package target, after the granter's management there is checked. */
async function levelTarget(
  deps: Deps,
  entries: readonly PermissionEntry[],
  actorId: number,
  userId: number,
  levelId: number | null,
  message: string,
): Promise<PackageTarget> {
  if (!managesAnyLevel(entries) || actorId === userId) throw forbidden(message);
  const { path, coverage } = await levelScope(deps.db, levelId);
  if (!managesLevel(entries, coverage)) throw forbidden(message);
  return { userId, groups: levelGroups, levelId, coverage, context: 'levels', levelName: pathLabel(path) };
}

/** POST (create) or PUT (update) of a level package (package-writes.ts), never below a higher one. */
export async function saveLevelPackage(
  deps: Deps,
  actorId: number,
  input: LevelPackageInput,
  mode: 'create' | 'update',
) {
  const entries = await permissionsOf(deps.db, actorId);
  const target = await levelTarget(deps, entries, actorId, input.authorized, input.level_id, M.saveForbidden);
  return savePackage(deps, actorId, entries, target, input.groups, mode, (rows) => {
    if (higherPackageExists(rows, target.levelId, target.coverage)) throw conflict(M.higherLevel);
  });
}

/** DELETE of a level package: by a level manager there who holds every flag in it. */
export async function deleteLevelPackage(
  deps: Deps,
  actorId: number,
  userId: number,
  levelId: number | null,
) {
  const entries = await permissionsOf(deps.db, actorId);
  const target = await levelTarget(deps, entries, actorId, userId, levelId, M.deleteForbidden);
  return removePackage(deps, actorId, entries, target);
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

/** How a level stands for the viewer as a granter of levels (permissions-admin.policy.ts, levelOffer). */
export type LevelGranter = (levelId: number, coverage: ReadonlySet<number>) => 'grantable' | 'leads' | null;

/**
 * The viewer as a granter of levels, for the level dictionary's pickers with mode=permissions: the
 * levels above their management scopes are read once, each listed level is then judged by the policy.
 */
export async function levelGranter(db: Kysely<DB>, actorId: number): Promise<LevelGranter> {
  const entries = await permissionsOf(db, actorId);
  const above = new Set<number>();
  for (const [scope, path] of await levelPaths(db, levelManagementScopes(entries)))
    for (const level of path) if (level.id !== scope) above.add(level.id);
  return (levelId, coverage) => levelOffer(entries, levelId, coverage, above);
}
