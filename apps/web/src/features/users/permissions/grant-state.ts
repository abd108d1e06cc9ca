import {
  type PermissionFlag,
  type PermissionGroup,
  permissionGroupFlags,
} from '@bk/contracts/auth/permission-flags';
import { messages } from '@bk/contracts/common/messages';
import {
  type AdminArea,
  adminAreas,
  areaGroups,
  type GroupGrant,
  levelGroups,
  permissionsMessages as M,
  managementFlagOf,
} from '@bk/contracts/users/permissions-admin';
import type { FormIssue } from '../../../components/form/wire-resolver.ts';
import { type LevelChoice, type LevelField, levelFields } from '../../../components/pickers/LevelPicker.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The grant form's logic (pure; spec 3 sections 2.3, 4, 6): what a granter may give, the 'Pełne
 * uprawnienia' toggles, the body sent and the state read back from a package, the checks before
 * saving and where a refused save's messages go.
 */

/** The two tables and the two kinds of grant form. */
export type GrantContext = 'administration' | 'levels';

/** One permission entry of the granter (the session user's `permissions`), as far as granting reads it. */
export type GranterEntry = {
  group: string;
  flags: readonly string[];
  scope: { id: number } | null;
};

/** The chosen flags by group (a group without a key has none). */
export type FlagSelection = Partial<Record<PermissionGroup, string[]>>;

/** The client flag that a 403 of a call in an area removes (the flattened management flag). */
export const managementClientFlag: Record<AdminArea | 'levels', PermissionFlag> = {
  users: 'usersPermissionsManagement',
  content: 'contentPermissionsManagement',
  dictionary: 'implementationLevelsDictionaryPermissionsManagement',
  levels: 'addImplementationLevelPermission',
};

/** The flags a group knows, in the group's own order. */
export function flagsOfGroup(group: PermissionGroup): readonly string[] {
  return permissionGroupFlags[group];
}

function holds(
  entries: readonly GranterEntry[],
  group: PermissionGroup,
  flag: string,
  covers: (scope: { id: number } | null) => boolean,
): boolean {
  return entries.some((e) => e.group === group && e.flags.includes(flag) && covers(e.scope));
}

/** An 'Administracja' flag: the granter holds it when one of their entries has that group and flag. */
export function mayGrantAreaFlag(entries: readonly GranterEntry[], group: PermissionGroup, flag: string) {
  return holds(entries, group, flag, () => true);
}

/**
 * A 'Poziomy wdrożenia' flag at a level: the granter holds it unscoped or scoped to one of the levels of
 * the chain (the level and those above it; an empty chain: every level, where only unscoped entries count).
 */
export function mayGrantLevelFlag(
  entries: readonly GranterEntry[],
  group: PermissionGroup,
  flag: string,
  chain: readonly number[],
) {
  return holds(entries, group, flag, (scope) => scope === null || chain.includes(scope.id));
}

/** The flags of the groups that the granter may give (an area's when `chain` is undefined, else a level's). */
export function grantableFlags(
  entries: readonly GranterEntry[],
  groups: readonly PermissionGroup[],
  chain?: readonly number[],
): FlagSelection {
  const out: FlagSelection = {};
  for (const group of groups) {
    out[group] = flagsOfGroup(group).filter((flag) =>
      chain === undefined
        ? mayGrantAreaFlag(entries, group, flag)
        : mayGrantLevelFlag(entries, group, flag, chain),
    );
  }
  return out;
}

/**
 * Where the viewer may grant: the areas whose management flag they hold (and still have locally: a 403
 * drops the client flag), and whether they manage implementation levels anywhere.
 */
export function grantCapabilities(
  entries: readonly GranterEntry[],
  clientFlags: ReadonlySet<PermissionFlag>,
): { areas: AdminArea[]; levels: boolean } {
  const manages = (key: AdminArea | 'levels') => {
    const { group, flag } = managementFlagOf[key];
    return clientFlags.has(managementClientFlag[key]) && mayGrantAreaFlag(entries, group, flag);
  };
  return { areas: adminAreas.filter((area) => manages(area)), levels: manages('levels') };
}

export function mayGrantAnything(capabilities: { areas: readonly AdminArea[]; levels: boolean }): boolean {
  return capabilities.areas.length > 0 || capabilities.levels;
}

/** The groups of a form: an area's or the levels'. */
export function groupsOfTarget(area: AdminArea | 'levels'): readonly PermissionGroup[] {
  return area === 'levels' ? levelGroups : areaGroups[area];
}

/** Checks or unchecks one flag (kept in the group's own order). */
export function toggleFlag(
  selection: FlagSelection,
  group: PermissionGroup,
  flag: string,
  on: boolean,
): FlagSelection {
  const current = new Set(selection[group] ?? []);
  if (on) current.add(flag);
  else current.delete(flag);
  return { ...selection, [group]: flagsOfGroup(group).filter((f) => current.has(f)) };
}

export type FullState = 'on' | 'off' | 'mixed' | 'unavailable';

/**
 * The state of a 'Pełne uprawnienia' toggle over some groups, counted over the flags the granter may
 * give (those they may not give stay as they are): on when all are chosen, mixed when some are,
 * unavailable when the granter may give none of them.
 */
export function fullState(
  selection: FlagSelection,
  grantable: FlagSelection,
  groups: readonly PermissionGroup[],
): FullState {
  let total = 0;
  let chosen = 0;
  for (const group of groups) {
    const picked = selection[group] ?? [];
    for (const flag of grantable[group] ?? []) {
      total += 1;
      if (picked.includes(flag)) chosen += 1;
    }
  }
  if (total === 0) return 'unavailable';
  if (chosen === total) return 'on';
  return chosen === 0 ? 'off' : 'mixed';
}

/** Turns a 'Pełne uprawnienia' toggle on or off: every flag the granter may give in the groups. */
export function setFull(
  selection: FlagSelection,
  grantable: FlagSelection,
  groups: readonly PermissionGroup[],
  on: boolean,
): FlagSelection {
  let next = selection;
  for (const group of groups) {
    for (const flag of grantable[group] ?? []) next = toggleFlag(next, group, flag, on);
  }
  return next;
}

/** Drops chosen flags the granter may no longer give (a new level chosen while adding). */
export function keepGrantable(selection: FlagSelection, grantable: FlagSelection): FlagSelection {
  const out: FlagSelection = {};
  for (const [group, flags] of Object.entries(selection) as [PermissionGroup, string[]][]) {
    const allowed = grantable[group] ?? [];
    out[group] = flags.filter((flag) => allowed.includes(flag));
  }
  return out;
}

export function selectedCount(selection: FlagSelection): number {
  return Object.values(selection).reduce((sum, flags) => sum + (flags?.length ?? 0), 0);
}

/** The form's state of a package's groups (only the groups and flags the form knows). */
export function selectionFromGroups(
  groups: readonly { group: string; flags: readonly string[] }[],
  known: readonly PermissionGroup[],
): FlagSelection {
  const out: FlagSelection = {};
  for (const group of known) {
    const given = new Set(groups.filter((g) => g.group === group).flatMap((g) => g.flags));
    const flags = flagsOfGroup(group).filter((flag) => given.has(flag));
    if (flags.length > 0) out[group] = flags;
  }
  return out;
}

/** The groups to send: each group of the form with chosen flags, in the form's order. */
export function groupsFromSelection(
  selection: FlagSelection,
  groups: readonly PermissionGroup[],
): GroupGrant[] {
  const out: GroupGrant[] = [];
  for (const group of groups) {
    const flags = flagsOfGroup(group).filter((flag) => selection[group]?.includes(flag));
    if (flags.length > 0) out.push({ group, flags });
  }
  return out;
}

/** POST / PUT /api/admin/{areaPath} (client names; `api()` sends them as they are on the wire). */
export type AreaBody = { authorized: number; groups: GroupGrant[] };
/** POST / PUT /api/admin/permissions_ads_projects_enrollments (`levelId` goes out as level_id). */
export type LevelBody = { authorized: number; levelId: number | null; groups: GroupGrant[] };

export function areaBody(userId: number, area: AdminArea, selection: FlagSelection): AreaBody {
  return { authorized: userId, groups: groupsFromSelection(selection, areaGroups[area]) };
}

export function levelBody(userId: number, levelId: number | null, selection: FlagSelection): LevelBody {
  return { authorized: userId, levelId, groups: groupsFromSelection(selection, levelGroups) };
}

/** The ids of the chosen levels, from the perspective down. */
export function chainOfChoice(choice: LevelChoice): number[] {
  return levelFields.map((field) => choice[field]).filter((id): id is number => id !== null);
}

/** The deepest chosen field of the picker (the level of the package), or null when nothing is chosen. */
export function deepestField(choice: LevelChoice): LevelField | null {
  let deepest: LevelField | null = null;
  for (const field of levelFields) if (choice[field] !== null) deepest = field;
  return deepest;
}

export function deepestLevelId(choice: LevelChoice): number | null {
  const field = deepestField(choice);
  return field === null ? null : choice[field];
}

/** The chain of a package's level: its path (perspective down to the level) and the level itself. */
export function chainOfPackage(pkg: { level: { id: number } | null; path: readonly { id: number }[] }) {
  const ids = pkg.path.map((l) => l.id);
  if (pkg.level && !ids.includes(pkg.level.id)) ids.push(pkg.level.id);
  return ids;
}

/** A level fixed by the package being edited or loaded: its id (null: every level), label and chain. */
export type FixedLevel = { id: number | null; label: string; chain: number[] };

/**
 * The grant form's values (react-hook-form): the area or the levels chosen, the flags, and which
 * package they are (its area or level fixed once it is edited or loaded; `editing`: PUT, else POST).
 */
export type GrantValues = {
  area: AdminArea | '';
  areaFixed: boolean;
  levels: LevelChoice;
  fixedLevel: FixedLevel | null;
  selection: FlagSelection;
  editing: boolean;
};

/** The form's fields that carry messages (the server's `levelId` and `groups` go to the last two). */
export const grantFields = ['area', 'levels', 'selection'] as const;
export const grantErrorAliases: Record<string, string> = { levelId: 'levels', groups: 'selection' };

/** The level of the package: the fixed one, else the deepest chosen (null: every level, or none yet). */
export function levelIdOf(values: GrantValues): number | null {
  return values.fixedLevel ? values.fixedLevel.id : deepestLevelId(values.levels);
}

/** The request body of the form's values (client names; `api()` maps them to the wire's). */
export function grantBody(values: GrantValues, userId: number, context: GrantContext): AreaBody | LevelBody {
  if (context === 'levels') return levelBody(userId, levelIdOf(values), values.selection);
  return values.area ? areaBody(userId, values.area, values.selection) : { authorized: userId, groups: [] };
}

/**
 * The checks the contract's schema leaves to the form: an area (adding), a level (adding at levels),
 * at least one flag.
 */
export function grantIssues(values: GrantValues, context: GrantContext): FormIssue[] {
  const issues: FormIssue[] = [];
  if (context === 'administration' && !values.area) issues.push({ path: 'area', message: messages.required });
  if (context === 'levels' && values.fixedLevel === null && values.levels.perspektywa === null)
    issues.push({ path: 'levels', message: M.levelRequired });
  if (selectedCount(values.selection) === 0) issues.push({ path: 'selection', message: M.noFlags });
  return issues;
}

/**
 * A refused save that the form answers with an offer (spec 3 sections 4 and 8): 409 set_exists
 * (adding) offers to load and edit the set; 404 of a change offers to create it.
 */
export function offerAfter(error: unknown, editing: boolean): 'exists' | 'missing' | null {
  if (!isApiError(error)) return null;
  if (error.status === 409 && error.message === M.setExists) return 'exists';
  if (error.status === 404 && editing) return 'missing';
  return null;
}

/** The message at the top of a refused save: the save message for a 403, else the server's. */
export function grantFailureText(error: unknown, reason: string): string {
  return isApiError(error) && error.status === 403 ? M.saveForbidden : reason;
}
