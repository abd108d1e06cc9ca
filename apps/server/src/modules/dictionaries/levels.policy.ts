import type { PermissionEntry } from '@bk/contracts/auth/permission-flags';
import { hasPermission } from '../users/index.ts';

const GROUP = 'implementationLevelsDictionaryAdministration';

/** previewDictionaries (spec 3 section 6): the dictionary screens; editing implies preview. */
export function canPreviewLevels(entries: readonly PermissionEntry[]): boolean {
  return hasPermission(entries, GROUP, 'previewData') || hasPermission(entries, GROUP, 'editData');
}

/** editingDictionaries: add, rename and delete items. */
export function canEditLevels(entries: readonly PermissionEntry[]): boolean {
  return hasPermission(entries, GROUP, 'editData');
}
