import { type PermissionGroup, permissionGroupFlags } from '@bk/contracts/auth/permission-flags';
import { type GroupGrant, levelLabel, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { unprocessable } from '../../lib/errors.ts';
import type { LevelRef, PermissionRow } from './permissions-admin.repository.ts';

// Packages as the calls show them: each group once, its flags in the group's own order.

/** The groups of `allowed` from `input`, merged by group and ordered; a group outside `allowed` is a 422. */
export function normalizeGrants(
  input: readonly GroupGrant[],
  allowed: readonly PermissionGroup[],
): GroupGrant[] {
  const byGroup = new Map<PermissionGroup, Set<string>>();
  for (const grant of input) {
    if (!allowed.includes(grant.group)) throw unprocessable({ groups: ['Nieznane uprawnienie.'] });
    const flags = byGroup.get(grant.group) ?? new Set<string>();
    for (const flag of grant.flags) flags.add(flag);
    byGroup.set(grant.group, flags);
  }
  return ordered(allowed, (group) => [...(byGroup.get(group) ?? [])]);
}

/** The package of `rows` (their groups among `allowed`). */
export function packageOf(rows: readonly PermissionRow[], allowed: readonly PermissionGroup[]): GroupGrant[] {
  return ordered(allowed, (group) => rows.filter((r) => r.group_name === group).flatMap((r) => r.flags));
}

function ordered(
  allowed: readonly PermissionGroup[],
  flagsOf: (group: PermissionGroup) => string[],
): GroupGrant[] {
  const grants: GroupGrant[] = [];
  for (const group of allowed) {
    const present = new Set(flagsOf(group));
    const known: readonly string[] = permissionGroupFlags[group];
    const flags = known.filter((flag) => present.has(flag));
    if (flags.length > 0) grants.push({ group, flags });
  }
  return grants;
}

export function assertSomeFlag(grants: readonly GroupGrant[]): void {
  if (!grants.some((g) => g.flags.length > 0)) throw unprocessable({ groups: [M.noFlags] }, M.noFlags);
}

export const EVERY_LEVEL = 'Wszystkie poziomy wdrożenia';

/** A level's name for the history: its chain from the perspective down, 'code - name' each. */
export function pathLabel(path: readonly LevelRef[] | null): string {
  if (path === null) return EVERY_LEVEL;
  return path.map(levelLabel).join(' > ');
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
