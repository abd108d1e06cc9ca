import { z } from 'zod';
import { queryId, queryInt } from '../common/input.ts';
import { messages } from '../common/messages.ts';
import { PROJECT_NAME_MAX, projectTypes } from './projects.ts';

/**
 * /administracja/projekty (spec 3 sections 2.7, 5.8, 7, 9): the projects and enrolments an
 * administrator may see (projectsEnrollmentsAdministration, scoped to implementation levels), 20 a
 * page, sorted by type by default; renaming where canEdit.
 */
export const ADMIN_PROJECTS_PAGE_SIZE = 20;

export const adminProjectSorts = [
  'type_asc',
  'type_desc',
  'userEmail_asc',
  'userEmail_desc',
  'number_asc',
  'number_desc',
] as const;
export type AdminProjectSort = (typeof adminProjectSorts)[number];
export const adminProjectSortLabels: Record<AdminProjectSort, string> = {
  type_asc: 'Typ: projekty, potem nabory',
  type_desc: 'Typ: nabory, potem projekty',
  userEmail_asc: 'E-mail użytkownika: A-Z',
  userEmail_desc: 'E-mail użytkownika: Z-A',
  number_asc: 'Numer: rosnąco',
  number_desc: 'Numer: malejąco',
};

export const adminProjectTypeLabels = { project: 'Projekt', enrollment: 'Nabór' } as const;

/** Filter limits of spec 3 section 5.8 (number 50; the name as long as a name may be). */
export const adminProjectFilterLimits = { number: 50, name: PROJECT_NAME_MAX } as const;

export const adminProjectMessages = {
  listForbidden: 'Nie masz uprawnień do przeglądania listy projektów i naborów.',
  listFailed: 'Nie udało się pobrać danych projektów i naborów.',
  empty: 'Nie znaleziono projektów ani naborów spełniających kryteria wyszukiwania.',
  editForbidden: 'Nie masz uprawnień do edycji tego projektu/naboru.',
  nameRequired: messages.required,
} as const;

const text = (max: number) => z.string().trim().max(max, messages.maxLength(max)).optional();
const id = queryId.optional();

/** GET /api/admin/project_enrollment (wire names; the page keeps the spec's address names). */
export const adminProjectsQuerySchema = z.object({
  page: queryInt(z.number().min(1).max(100_000)).catch(1).default(1),
  size: queryInt(z.number().min(1).max(100))
    .catch(ADMIN_PROJECTS_PAGE_SIZE)
    .default(ADMIN_PROJECTS_PAGE_SIZE),
  sort: z.enum(adminProjectSorts).catch('type_asc').default('type_asc'),
  type: z.enum(projectTypes).optional(),
  number: text(adminProjectFilterLimits.number),
  name: text(adminProjectFilterLimits.name),
  perspective: id,
  programme: id,
  priority: id,
  activity: id,
  institution: id,
  region: id,
  /** One project or enrolment (the lock panel's 'Lista projektów'). */
  id,
});
export type AdminProjectsQuery = z.output<typeof adminProjectsQuerySchema>;

export const adminProjectItemSchema = z.object({
  id: z.number(),
  type: z.enum(projectTypes),
  name: z.string().nullable(),
  full_number: z.string(),
  created_by: z
    .object({
      id: z.number(),
      forename: z.string(),
      surname: z.string(),
      email: z.string(),
      identifier: z.string(),
    })
    .nullable(),
  attached_advertisements_amount: z.number(),
  can_edit: z.boolean(),
});
export type AdminProjectItem = z.output<typeof adminProjectItemSchema>;

export const adminProjectsSchema = z.object({
  objects: z.array(adminProjectItemSchema),
  total: z.number(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});

/**
 * PUT /api/admin/project/{id} and /api/admin/enrollment/{id}: the name only (max 200; a project needs
 * one). The name is always sent: null (or '') clears an enrolment's name, a missing one is refused, so
 * that `{}` changes nothing.
 */
export const adminRenameInputSchema = z.object({
  name: z
    .string(messages.required)
    .trim()
    .max(PROJECT_NAME_MAX, messages.maxLength(PROJECT_NAME_MAX))
    .nullable()
    .transform((v) => (v ? v : null)),
});
