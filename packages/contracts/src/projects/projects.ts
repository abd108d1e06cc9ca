import { z } from 'zod';
import { announcementSummarySchema } from '../announcements/list.ts';
import { optionalText } from '../common/fields.ts';
import { MAX_ID, queryInt } from '../common/input.ts';
import { messages } from '../common/messages.ts';

/** Projects and enrolments of an advertiser (spec 3 sections 2.8, 3, 5.7). */
export const projectTypes = ['project', 'enrollment'] as const;
export type ProjectType = (typeof projectTypes)[number];

export const PROJECT_NAME_MAX = 200;
/** Number suffix masks: project 0000/00, enrolment 000/00. */
export const numberMasks: Record<ProjectType, string> = { project: '0000/00', enrollment: '000/00' };
export const INSTITUTION_NUMBER_MAX = 5;
export const INSTITUTION_NUMBER_PATTERN = /^[A-Z]{2}\.\d{2}$/;

export const projectMessages = {
  numberCharacters: 'Numer może zawierać tylko cyfry, litery, myślnik, ukośnik i kropkę.',
  numberNotUnique: 'Number is not unique.',
  institutionNumber: 'Wpisz numer instytucji zgodnie ze wzorem AA.00.',
  levelMissing: 'Wybrany poziom wdrażania nie istnieje lub nie należy do wybranego poziomu nadrzędnego.',
  levelWithoutCode:
    'Wybrany element słownika nie ma kodu, więc nie można z niego złożyć numeru. Skontaktuj się z administratorem.',
  notFound: 'Project not found',
  removalBlocked:
    'Tego projektu/naboru nie można usunąć, ponieważ ma przypisane ogłoszenia już opublikowane.',
  removalFailed: 'Nie udało się usunąć obiektu.',
  listFailed: 'Nie udało się pobrać danych projektów i naborów.',
  noAnnouncements: 'Ten projekt/nabór nie ma przypisanych ogłoszeń.',
  emptyList: 'Nie znaleziono projektów ani naborów spełniających kryteria wyszukiwania.',
} as const;

/** Keeps what a number suffix may hold (digits, letters, dash, slash, dot), upper-cased. */
export function cleanNumberSuffix(value: string, type: ProjectType): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z./-]/g, '')
    .slice(0, numberMasks[type].length);
}

const levelId = z.number(messages.required).int().positive(messages.required).max(MAX_ID).nullish();

/** POST /api/project and POST /api/enrollment (wire names). */
export const projectInputSchema = z.object({
  name: optionalText(PROJECT_NAME_MAX),
  perspective: levelId,
  programme: levelId,
  priority: levelId,
  activity: levelId,
  region: levelId,
  institution: levelId,
  institution_number: z
    .string()
    .trim()
    .max(INSTITUTION_NUMBER_MAX, messages.maxLength(INSTITUTION_NUMBER_MAX))
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  number: z.string(messages.required).trim().min(1, messages.required).max(7, messages.maxLength(7)),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

const person = z.object({ forename: z.string(), surname: z.string() }).nullable();

export const projectItemSchema = z.object({
  id: z.number(),
  type: z.enum(projectTypes),
  name: z.string().nullable(),
  full_number: z.string(),
  number: z.string(),
  perspective: z.string(),
  programme: z.string(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  created_by: person,
  modified_by: person,
  has_published_announcements: z.boolean(),
  has_draft_announcements: z.boolean(),
  attached_advertisements_amount: z.number(),
  can_edit: z.boolean(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

export const projectListQuerySchema = z.object({
  type: z.enum(['all', ...projectTypes]).default('all'),
  number: z.string().trim().max(50).optional(),
  name: z.string().trim().max(200).optional(),
  page: queryInt(z.number().min(1)).default(1),
  limit: queryInt(z.number().min(1).max(100)).default(50),
});

export const projectListSchema = z.object({
  project_enrollments: z.array(projectItemSchema),
  meta: z.object({ total: z.number(), page: z.number(), last_page: z.number() }),
});

/** A short announcement attached to a project or enrolment (GET /api/announcements/project_enrollment/{id}). */
export const attachedAnnouncementSchema = announcementSummarySchema;
