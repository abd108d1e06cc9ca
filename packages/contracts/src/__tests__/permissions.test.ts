import { describe, expect, it } from 'vitest';
import { flattenPermissions, type PermissionEntry } from '../auth/permission-flags.ts';

const entry = (group: PermissionEntry['group'], flags: string[]): PermissionEntry => ({
  group,
  flags,
  scope: null,
});

describe('flattenPermissions', () => {
  it('gives no flag to a user without permissions', () => {
    expect(flattenPermissions([]).size).toBe(0);
  });

  it('derives the menu flags from the groups', () => {
    const flags = flattenPermissions([
      entry('usersAdministration', ['previewListUsers']),
      entry('implementationLevelsDictionaryAdministration', ['previewData']),
      entry('contentAdministration', ['statements']),
    ]);
    expect([...flags].sort()).toEqual([
      'fullContent',
      'fullUsersAndPermissions',
      'previewDictionaries',
      'statements',
      'usersAndPermissionsPreviewListUsers',
    ]);
  });

  it('lets dictionary editors preview too, but previewers not edit', () => {
    expect(flattenPermissions([entry('implementationLevelsDictionaryAdministration', ['editData'])])).toEqual(
      new Set(['previewDictionaries', 'editingDictionaries']),
    );
    expect(
      flattenPermissions([entry('implementationLevelsDictionaryAdministration', ['previewData'])]).has(
        'editingDictionaries',
      ),
    ).toBe(false);
  });

  it('gives full users-and-permissions access through the authorised-users list too', () => {
    const flags = flattenPermissions([entry('permissionsAdministration', ['previewListUsersAuthorized'])]);
    expect(flags.has('fullUsersAndPermissions')).toBe(true);
    expect(flags.has('usersAndPermissionsPreviewListUsers')).toBe(false);
  });

  it('gives access to the users-and-permissions page to every granter, without the lists', () => {
    const feng = { id: 3, kind: 'programme' as const, code: 'FENG', name: 'FENG' };
    const levels = flattenPermissions([
      {
        group: 'implementationLevelPermissionsAdministration',
        flags: ['permissionsManagement'],
        scope: feng,
      },
    ]);
    expect([...levels].sort()).toEqual(['addImplementationLevelPermission', 'fullUsersAndPermissions']);
    for (const [group, flag] of [
      ['permissionsAdministration', 'functionalityManagement'],
      ['contentAdministration', 'permissionsManagement'],
      ['implementationLevelsDictionaryAdministration', 'permissionsManagement'],
    ] as const) {
      const flags = flattenPermissions([entry(group, [flag])]);
      expect(flags.has('fullUsersAndPermissions'), `${group}.${flag}`).toBe(true);
      expect(flags.has('usersAndPermissionsPreviewListUsers')).toBe(false);
    }
  });

  it('reads scoped implementation-level groups whatever their scope', () => {
    const flags = flattenPermissions([
      {
        group: 'advertisementAdministration',
        flags: ['searchNPreviewData'],
        scope: { id: 3, kind: 'programme', code: 'FENG', name: 'FENG' },
      },
    ]);
    expect([...flags]).toEqual(['advertisements']);
  });
});
