import { z } from 'zod';
import { type PermissionGroup, permissionGroupFlags } from '../auth/permission-flags.ts';
import { MAX_ID, queryId, queryInt } from '../common/input.ts';
import { levelKinds } from '../dictionaries/levels.ts';

/**
 * Permission administration (spec 3 sections 2.3, 3, 4, 5.3, 7, 8, 9): the 'Administracja' table
 * (three areas of unscoped groups) and the 'Poziomy wdrożenia' table (groups scoped to one level of
 * the implementation-level dictionary), the grant form, the find-user dialog and the history.
 */
export const PERMISSIONS_PAGE_SIZE = 20;

/** The areas of the 'Administracja' table, each granted by its own management flag. */
export const adminAreas = ['users', 'content', 'dictionary'] as const;
export type AdminArea = (typeof adminAreas)[number];

export const areaGroups: Record<AdminArea, readonly PermissionGroup[]> = {
  users: ['usersAdministration', 'permissionsAdministration'],
  content: ['contentAdministration'],
  dictionary: ['implementationLevelsDictionaryAdministration'],
};

/** The groups of the 'Poziomy wdrożenia' table. */
export const levelGroups: readonly PermissionGroup[] = [
  'advertisementAdministration',
  'projectsEnrollmentsAdministration',
  'implementationLevelPermissionsAdministration',
];

/** The flag (group and flag) that lets its holder grant in an area. */
export const managementFlagOf: Record<AdminArea | 'levels', { group: PermissionGroup; flag: string }> = {
  users: { group: 'permissionsAdministration', flag: 'functionalityManagement' },
  content: { group: 'contentAdministration', flag: 'permissionsManagement' },
  dictionary: { group: 'implementationLevelsDictionaryAdministration', flag: 'permissionsManagement' },
  levels: { group: 'implementationLevelPermissionsAdministration', flag: 'permissionsManagement' },
};

/** The area's path segment of the calls (spec 3 section 7). */
export const areaPaths: Record<AdminArea, string> = {
  users: 'permissions_users',
  content: 'permissions_content',
  dictionary: 'permissions_dictionary',
};
export const LEVELS_PATH = 'permissions_ads_projects_enrollments';

export const areaLabels: Record<AdminArea, string> = {
  users: 'Użytkownicy i uprawnienia',
  content: 'Treści',
  dictionary: 'Słownik poziomów wdrożenia',
};

export const groupLabels: Record<PermissionGroup, string> = {
  usersAdministration: 'Administracja użytkownikami',
  permissionsAdministration: 'Administracja uprawnieniami',
  contentAdministration: 'Administracja treściami',
  implementationLevelsDictionaryAdministration: 'Administracja słownikiem poziomów wdrożenia',
  projectsEnrollmentsAdministration: 'Administracja projektami i naborami',
  advertisementAdministration: 'Administracja ogłoszeniami',
  implementationLevelPermissionsAdministration: 'Administracja uprawnieniami poziomów wdrożenia',
};

/** The label of each flag, by group (the same flag name means different things in different groups). */
export const flagLabels: {
  [G in PermissionGroup]: Record<(typeof permissionGroupFlags)[G][number], string>;
} = {
  usersAdministration: {
    previewListUsers: 'Podgląd listy użytkowników',
    blockingUsers: 'Blokowanie użytkowników',
  },
  permissionsAdministration: {
    previewListUsersAuthorized: 'Podgląd listy użytkowników uprawnionych',
    functionalityManagement: 'Nadawanie uprawnień do administracji użytkownikami',
    permissionsManagement: 'Zarządzanie uprawnieniami',
    auditLog: 'Przeglądanie dziennika zdarzeń',
  },
  contentAdministration: {
    generalContentCookiesRegulation: 'Regulamin, ciasteczka i treści ogólne',
    statements: 'Komunikaty',
    help: 'Pomoc',
    permissionsManagement: 'Nadawanie uprawnień do treści',
  },
  implementationLevelsDictionaryAdministration: {
    previewData: 'Podgląd słownika',
    editData: 'Edycja słownika',
    permissionsManagement: 'Nadawanie uprawnień do słownika',
  },
  projectsEnrollmentsAdministration: {
    searchNPreviewData: 'Wyszukiwanie i podgląd',
    editData: 'Edycja danych',
  },
  advertisementAdministration: {
    searchNPreviewData: 'Wyszukiwanie i podgląd',
    blocking: 'Blokowanie',
    editData: 'Edycja danych',
    procedureFile: 'Pobieranie teczki postępowania (kontrola)',
  },
  implementationLevelPermissionsAdministration: { permissionsManagement: 'Nadawanie uprawnień' },
};

export const historyOperations = ['permissionsGranted', 'permissionsModified', 'permissionsDenied'] as const;
export type HistoryOperation = (typeof historyOperations)[number];
export const historyOperationLabels: Record<HistoryOperation, string> = {
  permissionsGranted: 'Nadanie uprawnień',
  permissionsModified: 'Zmiana uprawnień',
  permissionsDenied: 'Odebranie uprawnień',
};
export const historyContexts = [...adminAreas, 'levels'] as const;
export type HistoryContext = (typeof historyContexts)[number];
export const historyContextLabels: Record<HistoryContext, string> = {
  ...areaLabels,
  levels: 'Poziomy wdrożenia',
};

export const permissionsLimits = {
  findEmail: 200,
  findIdentifier: 100,
  historyEmail: 100,
  institutionNumber: 5,
} as const;

export const permissionsMessages = {
  listForbidden: 'Nie masz uprawnień do pobrania listy uprawnień.',
  listEmpty: 'Brak uprawnień',
  usersForbidden:
    'Nie masz uprawnień do przeglądania listy użytkowników dla tego poziomu wdrożenia/uprawnienia.',
  usersEmpty: 'Lista użytkowników jest pusta',
  historyForbidden: 'Nie masz uprawnień do przeglądania historii.',
  historyEmpty: 'Historia jest pusta',
  findForbidden: 'Nie masz uprawnień do nadawania uprawnień w obszarze Administracji/Poziomów wdrożenia.',
  findNotFound: 'Użytkownik o podanych danych nie istnieje.',
  findOneRequired: 'Podaj adres e-mail lub identyfikator.',
  saveForbidden:
    'Nie masz uprawnień do zapisu wybranych uprawnień. Jeśli uważasz, że to pomyłka, odśwież stronę i spróbuj jeszcze raz.',
  deleteForbidden: 'Nie masz uprawnień do usunięcia tego uprawnienia.',
  setExists: 'permissions.store.set_exists',
  setExistsText: 'Ten użytkownik ma już uprawnienia dla wybranych danych. Czy chcesz je wczytać i edytować?',
  notFound: 'Nie znaleziono uprawnień do edycji.',
  higherLevel:
    'Użytkownik ma uprawnienia na wyższym poziomie wdrożenia; nie można ich zmienić na niższym poziomie.',
  noFlags: 'Wybierz co najmniej jedno uprawnienie.',
  levelRequired: 'Wybierz poziom wdrożenia.',
  levelNotFound: 'Wybrany poziom wdrożenia nie istnieje.',
  historyDates: 'Data początkowa nie może być późniejsza niż data końcowa.',
} as const;

const flagsOf = (group: PermissionGroup) =>
  z.array(z.enum(permissionGroupFlags[group] as unknown as [string]));

/** One group of a package with its flags (only the flags the group knows). */
export const groupGrantSchema = z
  .object({
    group: z.enum(Object.keys(permissionGroupFlags) as [PermissionGroup, ...PermissionGroup[]]),
    flags: z.array(z.string().max(60)).max(10),
  })
  .superRefine((value, ctx) => {
    const parsed = flagsOf(value.group).safeParse(value.flags);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['flags'], message: 'Nieznane uprawnienie.' });
  });
export type GroupGrant = { group: PermissionGroup; flags: string[] };

const levelRefSchema = z.object({
  id: z.number(),
  kind: z.enum(levelKinds),
  code: z.string().nullable(),
  name: z.string(),
});

/** The chain from the perspective down to the level, for its label ('code - name' joined). */
export const levelPathSchema = z.array(levelRefSchema);

export const areaPackageSchema = z.object({
  area: z.enum(adminAreas),
  groups: z.array(z.object({ group: z.string(), flags: z.array(z.string()) })),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type AreaPackage = z.output<typeof areaPackageSchema>;

export const levelPackageSchema = z.object({
  /** null: every implementation level. */
  level: levelRefSchema.nullable(),
  path: levelPathSchema,
  groups: z.array(z.object({ group: z.string(), flags: z.array(z.string()) })),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  has_higher_level_permissions: z.boolean(),
});
export type LevelPackage = z.output<typeof levelPackageSchema>;

const pageQuery = {
  page: queryInt(z.number().min(1).max(100_000)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(PERMISSIONS_PAGE_SIZE))
    .catch(PERMISSIONS_PAGE_SIZE)
    .default(PERMISSIONS_PAGE_SIZE),
};

/** GET the two tables: the user's packages (authorized: whose; the viewer's own without it). */
export const permissionsListQuerySchema = z.object({
  ...pageQuery,
  authorized: queryId.optional(),
});
export const areaPackagesSchema = z.object({
  permissions: z.array(areaPackageSchema),
  meta: z.object({ total: z.number() }),
});
export const levelPackagesSchema = z.object({
  permissions: z.array(levelPackageSchema),
  meta: z.object({ total: z.number() }),
});

/** POST or PUT of an area package. */
export const areaPackageInputSchema = z.object({
  authorized: z.number().int().min(1).max(MAX_ID),
  groups: z.array(groupGrantSchema).max(10),
});
/** POST or PUT of a level package (level_id null: every level, for holders of an unscoped grant). */
export const levelPackageInputSchema = z.object({
  authorized: z.number().int().min(1).max(MAX_ID),
  level_id: z.number().int().min(1).max(MAX_ID).nullable(),
  groups: z.array(groupGrantSchema).max(10),
});
export type LevelPackageInput = z.output<typeof levelPackageInputSchema>;

/** GET /package and DELETE: whose, and (levels) which level. */
export const areaPackageQuerySchema = z.object({
  authorized: queryId,
});
export const levelPackageQuerySchema = z.object({
  authorized: queryId,
  level_id: z
    .union([z.literal('').transform(() => null), queryId])
    .optional()
    .transform((v) => v ?? null),
});

/** GET /api/admin/permissions/find-user (spec 5.3: e-mail max 200, identifier max 100, at least one). */
export const findContexts = ['administration', 'levels'] as const;
export const findUserQuerySchema = z.object({
  context: z.enum(findContexts),
  email: z.string().trim().max(permissionsLimits.findEmail).optional(),
  identifier: z.string().trim().max(permissionsLimits.findIdentifier).optional(),
});
export const foundUserSchema = z.object({
  user: z.object({
    id: z.number(),
    email: z.string(),
    forename: z.string(),
    surname: z.string(),
    identifier: z.string(),
  }),
});

/** GET /api/admin/permissions_history. */
export const historyQuerySchema = z.object({
  ...pageQuery,
  authorized: queryId.optional(),
  added_at_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  added_at_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  added_by_email: z.string().trim().max(permissionsLimits.historyEmail).optional(),
});
export const historyEventSchema = z.object({
  id: z.number(),
  added_at: z.string(),
  operation_type: z.enum(historyOperations),
  added_by: z.object({ email: z.string() }).nullable(),
  authorized_user_email: z.string(),
  context: z.enum(historyContexts),
  implementation_level_name: z.string().nullable(),
});
export const historySchema = z.object({
  permissions_history: z.array(historyEventSchema),
  meta: z.object({ total: z.number() }),
});

/** GET /api/admin/permissions_ads_projects_enrollments/users: who holds a package at a level. */
export const listTypes = ['direct', 'inherited'] as const;
export const levelUsersQuerySchema = z.object({
  ...pageQuery,
  level_id: queryId,
  list_type: z.enum(listTypes).catch('direct').default('direct'),
});
export const levelUsersSchema = z.object({
  users: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      forename: z.string(),
      surname: z.string(),
      level: levelRefSchema.nullable(),
      groups: z.array(z.object({ group: z.string(), flags: z.array(z.string()) })),
    }),
  ),
  meta: z.object({ total: z.number() }),
});

export const savedPackageSchema = z.object({
  authorized: z.number(),
  operation_type: z.enum(historyOperations),
});

/** The label of a level ('code - name'). */
export function levelLabel(level: { code: string | null; name: string }): string {
  return level.code ? `${level.code} - ${level.name}` : level.name;
}
