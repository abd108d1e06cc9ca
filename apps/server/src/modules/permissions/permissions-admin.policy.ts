import type { PermissionEntry, PermissionGroup } from '@bk/contracts/auth/permission-flags';
import {
  type AdminArea,
  adminAreas,
  type GroupGrant,
  permissionsMessages as M,
  managementFlagOf,
} from '@bk/contracts/users/permissions-admin';
import { forbidden } from '../../lib/errors.ts';

// Who may see and change whose permissions (spec 3 sections 2.3, 6; issue 21). One rule under every
// grant, change and removal: a granter needs the area's management flag, never acts on themselves, and
// every flag that changes must be one they hold themselves (for implementation levels: unscoped or
// scoped to the level or one above it).

/** The levels a package's level stands in: the level and its ancestors; null for the unscoped package. */
export type Coverage = ReadonlySet<number> | null;

/** An entry counts for a package when it is unscoped or scoped to the package's level or one above. */
function covers(entry: PermissionEntry, coverage: Coverage): boolean {
  if (entry.scope === null) return true;
  return coverage?.has(entry.scope.id) ?? false;
}

export function holds(
  entries: readonly PermissionEntry[],
  group: PermissionGroup,
  flag: string,
  coverage: Coverage,
): boolean {
  return entries.some((e) => e.group === group && e.flags.includes(flag) && covers(e, coverage));
}

export function managesArea(entries: readonly PermissionEntry[], area: AdminArea): boolean {
  const { group, flag } = managementFlagOf[area];
  return holds(entries, group, flag, null);
}

/** Grants implementation-level permissions at the package's level (coverage null: everywhere). */
export function managesLevel(entries: readonly PermissionEntry[], coverage: Coverage): boolean {
  const { group, flag } = managementFlagOf.levels;
  return holds(entries, group, flag, coverage);
}

/**
 * How a level stands for a granter of levels (the level dictionary's pickers with mode=permissions):
 * 'grantable' where they manage levels (unscoped, at the level or above it), 'leads' above a level where
 * they do (shown to reach it, granting there refused), null elsewhere (not offered).
 * `coverage`: the level and its ancestors; `above`: the levels above the granter's management scopes.
 */
export function levelOffer(
  entries: readonly PermissionEntry[],
  levelId: number,
  coverage: Coverage,
  above: ReadonlySet<number>,
): 'grantable' | 'leads' | null {
  if (managesLevel(entries, coverage)) return 'grantable';
  return above.has(levelId) ? 'leads' : null;
}

/** The scopes of the granter's level management (none when they hold it unscoped or nowhere). */
export function levelManagementScopes(entries: readonly PermissionEntry[]): number[] {
  const { group, flag } = managementFlagOf.levels;
  return entries.flatMap((e) =>
    e.group === group && e.flags.includes(flag) && e.scope !== null ? [e.scope.id] : [],
  );
}

/** Grants implementation-level permissions somewhere. */
export function managesAnyLevel(entries: readonly PermissionEntry[]): boolean {
  const { group, flag } = managementFlagOf.levels;
  return entries.some((e) => e.group === group && e.flags.includes(flag));
}

/** May read another user's permissions and their history: the authorised-users preview or any management. */
export function mayReadPermissionsOf(
  entries: readonly PermissionEntry[],
  actorId: number,
  userId: number,
): boolean {
  if (actorId === userId) return true;
  return (
    holds(entries, 'permissionsAdministration', 'previewListUsersAuthorized', null) ||
    adminAreas.some((area) => managesArea(entries, area)) ||
    managesAnyLevel(entries)
  );
}

export function assertMayReadPermissionsOf(
  entries: readonly PermissionEntry[],
  actorId: number,
  userId: number,
  message: string = M.listForbidden,
): void {
  if (!mayReadPermissionsOf(entries, actorId, userId)) throw forbidden(message);
}

/**
 * The flags a change touches: every flag of the package before and after it. A granter changes or
 * removes only a package that lies wholly within their own rights, so nobody strips a more powerful
 * user of the flags they share, nor edits around flags they could not give.
 */
export function touchedFlags(before: readonly GroupGrant[], after: readonly GroupGrant[]) {
  const seen = new Map<string, { group: PermissionGroup; flag: string }>();
  for (const grant of [...before, ...after])
    for (const flag of grant.flags) seen.set(`${grant.group}\u0000${flag}`, { group: grant.group, flag });
  return [...seen.values()];
}

/** Every flag touched is one the granter holds where the package applies. */
export function mayChangeFlags(
  entries: readonly PermissionEntry[],
  changed: readonly { group: PermissionGroup; flag: string }[],
  coverage: Coverage,
): boolean {
  return changed.every(({ group, flag }) => holds(entries, group, flag, coverage));
}

/** A save: the management of the area (or level), never one's own permissions, only flags one holds. */
export function assertMaySave(p: {
  entries: readonly PermissionEntry[];
  actorId: number;
  userId: number;
  manages: boolean;
  changed: readonly { group: PermissionGroup; flag: string }[];
  coverage: Coverage;
  message: string;
}): void {
  if (!p.manages || p.actorId === p.userId || !mayChangeFlags(p.entries, p.changed, p.coverage))
    throw forbidden(p.message);
}
