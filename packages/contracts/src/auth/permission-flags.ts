import type { LevelKind } from '../dictionaries/levels.ts';

/**
 * Permission groups as the server stores and returns them (spec 3 sections 3 and 6).
 * Administration groups are global; implementation-level groups may be scoped to one level of the
 * implementation-level dictionary (perspective > programme > priority > activity > region/institution).
 */
export const permissionGroupFlags = {
  usersAdministration: ['previewListUsers', 'blockingUsers'],
  permissionsAdministration: [
    'previewListUsersAuthorized',
    'functionalityManagement',
    'permissionsManagement',
    // The event log's view, /administracja/dziennik (issue 31, decision 0031).
    'auditLog',
  ],
  contentAdministration: ['generalContentCookiesRegulation', 'statements', 'help', 'permissionsManagement'],
  implementationLevelsDictionaryAdministration: ['previewData', 'editData', 'permissionsManagement'],
  projectsEnrollmentsAdministration: ['searchNPreviewData', 'editData'],
  // procedureFile: the read-only download of a settled or cancelled announcement's procedure file, for
  // the managing authority's controllers (issue 47, decision 0047).
  advertisementAdministration: ['searchNPreviewData', 'blocking', 'editData', 'procedureFile'],
  implementationLevelPermissionsAdministration: ['permissionsManagement'],
} as const;

export type PermissionGroup = keyof typeof permissionGroupFlags;
export const permissionGroups = Object.keys(permissionGroupFlags) as PermissionGroup[];

/** Groups that can be scoped to an implementation level. */
export const levelScopedGroups: readonly PermissionGroup[] = [
  'projectsEnrollmentsAdministration',
  'advertisementAdministration',
  'implementationLevelPermissionsAdministration',
];

/** Flags the client works with (spec 3 section 6). */
export const permissionFlags = [
  'fullUsersAndPermissions',
  'usersAndPermissionsPreviewListUsers',
  'usersAndPermissionsPreviewListUsersAuthorized',
  'usersPermissionsManagement',
  'blockingUsers',
  'projectsEnrollments',
  'advertisements',
  'fullContent',
  'help',
  'generalContentCookiesRegulation',
  'statements',
  'contentPermissionsManagement',
  'addImplementationLevelPermission',
  'implementationLevelsDictionaryPermissionsManagement',
  'previewDictionaries',
  'editingDictionaries',
  'auditLog',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

export type PermissionEntry = {
  group: PermissionGroup;
  flags: string[];
  scope: { id: number; kind: LevelKind; code: string | null; name: string } | null;
};

function has(entries: readonly PermissionEntry[], group: PermissionGroup, flag: string): boolean {
  return entries.some((e) => e.group === group && e.flags.includes(flag));
}

/** Flattens server permission groups to the client's flags. */
export function flattenPermissions(entries: readonly PermissionEntry[]): Set<PermissionFlag> {
  const flags = new Set<PermissionFlag>();
  const set = (flag: PermissionFlag, on: boolean) => {
    if (on) flags.add(flag);
  };
  const previewUsers = has(entries, 'usersAdministration', 'previewListUsers');
  const previewAuthorized = has(entries, 'permissionsAdministration', 'previewListUsersAuthorized');
  const usersManagement = has(entries, 'permissionsAdministration', 'functionalityManagement');
  const contentManagement = has(entries, 'contentAdministration', 'permissionsManagement');
  const levelsManagement = has(
    entries,
    'implementationLevelPermissionsAdministration',
    'permissionsManagement',
  );
  const dictionaryManagement = has(
    entries,
    'implementationLevelsDictionaryAdministration',
    'permissionsManagement',
  );
  set('usersAndPermissionsPreviewListUsers', previewUsers);
  set('usersAndPermissionsPreviewListUsersAuthorized', previewAuthorized);
  // A granter reaches /uzytkownicy (its 'Uprawnienia' tab) with any management flag, preview or not.
  set(
    'fullUsersAndPermissions',
    previewUsers ||
      previewAuthorized ||
      usersManagement ||
      contentManagement ||
      levelsManagement ||
      dictionaryManagement,
  );
  set('usersPermissionsManagement', usersManagement);
  set('blockingUsers', has(entries, 'usersAdministration', 'blockingUsers'));
  set('projectsEnrollments', has(entries, 'projectsEnrollmentsAdministration', 'searchNPreviewData'));
  set('advertisements', has(entries, 'advertisementAdministration', 'searchNPreviewData'));
  const help = has(entries, 'contentAdministration', 'help');
  const general = has(entries, 'contentAdministration', 'generalContentCookiesRegulation');
  const statements = has(entries, 'contentAdministration', 'statements');
  set('help', help);
  set('generalContentCookiesRegulation', general);
  set('statements', statements);
  set('contentPermissionsManagement', contentManagement);
  set('fullContent', help || general || statements || contentManagement);
  set('addImplementationLevelPermission', levelsManagement);
  set('implementationLevelsDictionaryPermissionsManagement', dictionaryManagement);
  const editDictionaries = has(entries, 'implementationLevelsDictionaryAdministration', 'editData');
  set(
    'previewDictionaries',
    editDictionaries || has(entries, 'implementationLevelsDictionaryAdministration', 'previewData'),
  );
  set('editingDictionaries', editDictionaries);
  set('auditLog', has(entries, 'permissionsAdministration', 'auditLog'));
  return flags;
}
