import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { queryId, queryInt } from '../common/input.ts';
import { statusNames } from './list.ts';

/** /administracja/ogloszenia (spec 3 sections 2.7, 5.8, 7, 9): 20 a page, default announcementNumber_desc. */
export const ADMIN_PAGE_SIZE = 20;
export const adminSorts = [
  'announcementNumber_desc',
  'announcementNumber_asc',
  'status_asc',
  'status_desc',
  'userEmail_asc',
  'userEmail_desc',
  'publicationDate_desc',
  'publicationDate_asc',
  'submissionDeadline_desc',
  'submissionDeadline_asc',
  'title_asc',
  'title_desc',
] as const;
export type AdminSort = (typeof adminSorts)[number];

export const adminSortLabels: Record<AdminSort, string> = {
  announcementNumber_desc: 'Numer ogłoszenia: malejąco',
  announcementNumber_asc: 'Numer ogłoszenia: rosnąco',
  status_asc: 'Status: A-Z',
  status_desc: 'Status: Z-A',
  userEmail_asc: 'E-mail użytkownika: A-Z',
  userEmail_desc: 'E-mail użytkownika: Z-A',
  publicationDate_desc: 'Data publikacji: od najnowszej',
  publicationDate_asc: 'Data publikacji: od najstarszej',
  submissionDeadline_desc: 'Termin składania ofert: od najpóźniejszego',
  submissionDeadline_asc: 'Termin składania ofert: od najwcześniejszego',
  title_asc: 'Tytuł: A-Z',
  title_desc: 'Tytuł: Z-A',
};

/** Filter limits of spec 3 section 5.8. */
export const adminFilterLimits = {
  announcementNumber: 50,
  title: 500,
  projectNumber: 50,
  advertiserName: 100,
  email: 100,
  forename: 50,
  surname: 50,
  foreignLocality: 50,
  nip: 10,
  pesel: 11,
  foreignNumber: 100,
} as const;

const text = (max: number) => z.string().trim().max(max).optional();
const date = calendarDateSchema.optional();
const id = queryId.optional();
const RANGE = 'Data „do” nie może być wcześniejsza niż data „od”.';

/** GET /api/admin/announcements (wire names; the page keeps the spec's address names). */
export const adminListQuerySchema = z
  .object({
    page: queryInt(z.number().min(1)).catch(1).default(1),
    size: queryInt(z.number().min(1).max(100)).default(ADMIN_PAGE_SIZE),
    sort: z.enum(adminSorts).catch('announcementNumber_desc').default('announcementNumber_desc'),
    email: text(adminFilterLimits.email),
    forename: text(adminFilterLimits.forename),
    surname: text(adminFilterLimits.surname),
    subject_name: text(adminFilterLimits.advertiserName),
    address_kind: z.enum(['poland', 'abroad']).optional(),
    identification_type: z.enum(['nip', 'pesel', 'numer_zagraniczny']).optional(),
    identification_number: text(adminFilterLimits.foreignNumber),
    country: z.string().max(2).optional(),
    voivodeship: text(100),
    poviat: text(100),
    commune: text(100),
    locality: text(adminFilterLimits.foreignLocality),
    status: z.enum(statusNames).optional(),
    number: text(adminFilterLimits.announcementNumber),
    title: text(adminFilterLimits.title),
    perspective: id,
    programme: id,
    priority: id,
    activity: id,
    institution: id,
    region: id,
    project_number: text(adminFilterLimits.projectNumber),
    publication_from: date,
    publication_to: date,
    deadline_from: date,
    deadline_to: date,
  })
  .superRefine((q, ctx) => {
    if (q.publication_from && q.publication_to && q.publication_to < q.publication_from) {
      ctx.addIssue({ code: 'custom', path: ['publication_to'], message: RANGE });
    }
    if (q.deadline_from && q.deadline_to && q.deadline_to < q.deadline_from) {
      ctx.addIssue({ code: 'custom', path: ['deadline_to'], message: RANGE });
    }
  });
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

const status = z.object({ id: z.number(), name: z.string(), label: z.string() });

export const adminListItemSchema = z.object({
  advertisement: z.object({
    id: z.number(),
    number: z.string().nullable(),
    status,
    created_by: z.object({
      id: z.number(),
      forename: z.string(),
      surname: z.string(),
      email: z.string(),
      identifier: z.string(),
    }),
    publication_date: z.string().nullable(),
    scheduled: z.boolean(),
  }),
  title: z.string(),
  publication_date: z.string().nullable(),
  last_change_at: z.string().nullable(),
  submission_deadline: z.string().nullable(),
  project_ids: z.array(z.number()),
});

export const adminListSchema = z.object({
  objects: z.array(adminListItemSchema),
  total: z.number(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
