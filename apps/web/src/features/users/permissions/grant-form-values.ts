import type { AdminArea, HistoryOperation } from '@bk/contracts/users/permissions-admin';
import { emptyLevelChoice } from '../../../components/pickers/LevelPicker.tsx';
import {
  chainOfPackage,
  type FixedLevel,
  type GrantValues,
  groupsOfTarget,
  selectionFromGroups,
} from './grant-state.ts';
import type { PackageRow } from './PermissionTables.tsx';
import { levelPackageLabel } from './permission-labels.ts';
import type { LevelPackage } from './permissions-api.ts';

// The grant form's values and texts: its first values, and what a loaded package and a save say.

export const savedMessages: Record<HistoryOperation, string> = {
  permissionsGranted: 'Nadano uprawnienia',
  permissionsModified: 'Zmieniono uprawnienia',
  permissionsDenied: 'Odebrano uprawnienia',
};
export const LOADED = 'Wczytano istniejące uprawnienia użytkownika. Możesz je teraz zmienić.';

export function fixedLevelOf(pkg: LevelPackage): FixedLevel {
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
