import type { PermissionEntry, PermissionGroup } from '@bk/contracts/auth/permission-flags';
import { permissionGroupFlags } from '@bk/contracts/auth/permission-flags';
import type { LevelKind } from '@bk/contracts/dictionaries/levels';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { userReads } from './handed-reads.ts';

/** The permission groups of a user, as the server decides them (the client only flattens them). */
export async function permissionsOf(db: Kysely<DB>, userId: number): Promise<PermissionEntry[]> {
  // The permissions module's read of its table (with the levels), handed in by the app (issue 46).
  const rows = await userReads().permissionsWithLevelsOf(db, userId);
  return rows
    .filter((row) => row.group_name in permissionGroupFlags)
    .map((row) => {
      const group = row.group_name as PermissionGroup;
      const known: readonly string[] = permissionGroupFlags[group];
      return {
        group,
        flags: (row.flags as string[]).filter((flag) => known.includes(flag)),
        scope:
          row.level_id !== null && row.level_kind
            ? {
                id: row.level_id,
                kind: row.level_kind as LevelKind,
                code: row.level_code,
                name: row.level_name ?? '',
              }
            : null,
      };
    });
}

/** True when any of the user's entries of `group` carries `flag` (scope aside). */
export function hasPermission(
  entries: readonly PermissionEntry[],
  group: PermissionGroup,
  flag: string,
): boolean {
  return entries.some((entry) => entry.group === group && entry.flags.includes(flag));
}

/**
 * True when the user holds `flag` of `group` either unscoped or scoped to one of `levelIds` (the
 * implementation levels an object belongs to: its perspective, programme, priority, activity...).
 */
export function hasScopedPermission(
  entries: readonly PermissionEntry[],
  group: PermissionGroup,
  flag: string,
  levelIds: ReadonlySet<number>,
): boolean {
  return entries.some(
    (entry) =>
      entry.group === group &&
      entry.flags.includes(flag) &&
      (entry.scope === null || levelIds.has(entry.scope.id)),
  );
}

/** An administrator of announcements (searchNPreviewData of advertisementAdministration, anywhere). */
export function isAnnouncementAdministrator(entries: readonly PermissionEntry[]): boolean {
  return hasPermission(entries, 'advertisementAdministration', 'searchNPreviewData');
}
