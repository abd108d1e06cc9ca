import {
  type AdminArea,
  type HistoryOperation,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import { emptyLevelChoice } from '../../../components/pickers/LevelPicker.tsx';
import {
  chainOfPackage,
  type FixedLevel,
  type GrantContext,
  type GrantValues,
  groupsOfTarget,
  levelIdOf,
  selectionFromGroups,
} from './grant-state.ts';
import type { PackageRow } from './PermissionTables.tsx';
import { levelPackageLabel } from './permission-labels.ts';
import { type AreaPackage, type LevelPackage, loadAreaPackage, loadLevelPackage } from './permissions-api.ts';

// The grant form's values and texts: its first values, and what a loaded package and a save say.

export const savedMessages: Record<HistoryOperation, string> = {
  permissionsGranted: 'Nadano uprawnienia',
  permissionsModified: 'Zmieniono uprawnienia',
  permissionsDenied: 'Odebrano uprawnienia',
};
const LOADED = 'Wczytano istniejące uprawnienia użytkownika. Możesz je teraz zmienić.';

function fixedLevelOf(pkg: LevelPackage): FixedLevel {
  return { id: pkg.level?.id ?? null, label: levelPackageLabel(pkg), chain: chainOfPackage(pkg) };
}

/** The form's first values: the row being edited, or nothing chosen (the one area, if only one). */
export function initialValues(editing: PackageRow | null, areas: readonly AdminArea[]): GrantValues {
  const onlyArea = areas.length === 1 ? (areas[0] ?? '') : '';
  return {
    area: editing?.context === 'administration' ? editing.pkg.area : onlyArea,
    areaFixed: editing?.context === 'administration',
    levels: emptyLevelChoice,
    fixedLevel: editing?.context === 'levels' ? fixedLevelOf(editing.pkg) : null,
    selection: editing
      ? selectionFromGroups(
          editing.pkg.groups,
          groupsOfTarget(editing.context === 'administration' ? editing.pkg.area : 'levels'),
        )
      : {},
    editing: editing !== null,
  };
}

/** The package a grant form's choice names (to load it for editing). */
export function loadPackageOf(
  context: GrantContext,
  userId: number,
  v: GrantValues,
): Promise<AreaPackage | LevelPackage> {
  if (context === 'administration' && v.area) return loadAreaPackage(v.area, userId);
  return loadLevelPackage(userId, levelIdOf(v));
}

/** The form's values once a package is loaded (editing it), and the notice that says so. */
export function valuesLoaded(
  v: GrantValues,
  pkg: AreaPackage | LevelPackage,
): { values: GrantValues; notice: string } {
  if ('area' in pkg)
    return {
      values: {
        ...v,
        area: pkg.area,
        areaFixed: true,
        selection: selectionFromGroups(pkg.groups, groupsOfTarget(pkg.area)),
        editing: true,
      },
      notice: LOADED,
    };
  return {
    values: {
      ...v,
      fixedLevel: fixedLevelOf(pkg),
      selection: selectionFromGroups(pkg.groups, groupsOfTarget('levels')),
      editing: true,
    },
    notice: pkg.hasHigherLevelPermissions ? M.higherLevel : LOADED,
  };
}
