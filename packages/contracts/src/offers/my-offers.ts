import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { queryInt } from '../common/input.ts';
import { countOf, nouns } from '../common/plural.ts';

/** 'Moje oferty' (spec 2 sections 2.5, 5, 9). */
export const myOfferSorts = [
  'submissionDeadline_desc',
  'submissionDeadline_asc',
  'announcementTitle_asc',
  'announcementTitle_desc',
  'announcementNumber_asc',
  'announcementNumber_desc',
  'announcementStatus_asc',
  'announcementStatus_desc',
  'offerStatus_asc',
  'offerStatus_desc',
  'announcementPublicationDate_desc',
  'announcementPublicationDate_asc',
] as const;
export type MyOfferSort = (typeof myOfferSorts)[number];
export const MY_OFFERS_PAGE_SIZE = 20;

export const myOfferSortLabels: Record<MyOfferSort, string> = {
  submissionDeadline_desc: 'Termin składania ofert: od najpóźniejszego',
  submissionDeadline_asc: 'Termin składania ofert: od najwcześniejszego',
  announcementTitle_asc: 'Tytuł ogłoszenia: A-Z',
  announcementTitle_desc: 'Tytuł ogłoszenia: Z-A',
  announcementNumber_asc: 'Numer ogłoszenia: rosnąco',
  announcementNumber_desc: 'Numer ogłoszenia: malejąco',
  announcementStatus_asc: 'Status ogłoszenia: A-Z',
  announcementStatus_desc: 'Status ogłoszenia: Z-A',
  offerStatus_asc: 'Status oferty: A-Z',
  offerStatus_desc: 'Status oferty: Z-A',
  announcementPublicationDate_desc: 'Data publikacji: od najnowszej',
  announcementPublicationDate_asc: 'Data publikacji: od najstarszej',
};

/** 'Znaleziono [około ]N ofert' with the Polish plural (common/plural.ts): 1 ofertę, 2 oferty, 5 ofert. */
export function offersFoundText(total: number, pageSize = MY_OFFERS_PAGE_SIZE): string {
  return `Znaleziono ${total >= pageSize ? 'około ' : ''}${countOf(total, nouns.offersFound)}`;
}

const dateText = calendarDateSchema;
const range = z.object({ from: dateText.optional(), to: dateText.optional() }).optional();

export const myOffersQuerySchema = z.object({
  page: queryInt(z.number().min(1)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(100)).default(MY_OFFERS_PAGE_SIZE),
  sort: z.enum(myOfferSorts).catch('submissionDeadline_desc').default('submissionDeadline_desc'),
  title: z.string().trim().max(1000).optional(),
  announcementNumber: z.string().trim().max(50).optional(),
  announcementStatus: z.enum(['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED']).optional(),
  offerStatus: z.enum(['DRAFT', 'SUBMITTED', 'WITHDRAWN']).optional(),
  submissionDeadline: range,
  announcementPublicationDate: range,
});
export type MyOffersQuery = z.output<typeof myOffersQuerySchema>;
