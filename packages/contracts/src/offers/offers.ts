import { z } from 'zod';
import { budgetProblem, compareBudgets } from '../announcements/money.ts';
import { storedFileSchema } from '../announcements/stored.ts';
import { optionalId, optionalText, temporaryId } from '../common/fields.ts';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';

/** Offers (spec 2 sections 2.2-2.6, 3, 4.1, 5, 7, 8, 9). */
export const offerStatuses = [
  { id: 1, name: 'DRAFT', label: 'Robocza' },
  { id: 2, name: 'SUBMITTED', label: 'Złożona' },
  { id: 3, name: 'WITHDRAWN', label: 'Wycofana' },
] as const;
export type OfferStatusName = (typeof offerStatuses)[number]['name'];

export const offerLimits = {
  variants: 20,
  attachments: 20,
  variantDescription: 120,
  attachmentName: 100,
} as const;

/**
 * The largest price of an offer (decision 0029): under a trillion złoty, above any real procurement,
 * so that a typing slip of 24 nines never reaches a public settlement.
 */
export const MAX_PRICE = '999999999999,99';
export const MAX_PRICE_TEXT = '999 999 999 999,99 zł';

export const offerMessages = {
  created: 'Oferta została złożona.',
  withdrawn: 'Wycofałeś ofertę.',
  withdrawnHint: 'Możesz ją teraz usunąć lub edytować i ponownie złożyć.',
  cancelled: 'Ogłoszenie zostało anulowane dla wszystkich oferentów.',
  noSubject: 'Nie zdefiniowano danych podmiotu dla użytkownika. Uzupełnij je w swoim profilu.',
  noSubjectHint: 'Oferta nie będzie mogła zostać złożona. W dalszym ciągu będzie można ją zapisać.',
  formErrors: 'Formularz zawiera błędy!',
  confirmCancel:
    'Czy na pewno chcesz anulować tworzenie/edycję oferty? Wszystkie niezapisane dane zostaną utracone.',
  confirmDelete: 'Czy na pewno chcesz usunąć tę ofertę?',
  confirmSubmit: 'Czy na pewno chcesz złożyć tę ofertę?',
  attachmentWarningTitle: 'UWAGA!',
  attachmentWarning1: 'TWOJA OFERTA NIE ZOSTAŁA ZŁOŻONA.',
  attachmentWarning2: 'UZUPEŁNIJ POLE "NAZWA ZAŁĄCZNIKA".',
  sealed: 'Podgląd ofert będzie dostępny po zamknięciu ogłoszenia.',
  noOffers: 'Nie złożono żadnej oferty',
  noOtherOffers: 'Nie złożono innych ofert',
  emptyMine: 'Brak ofert spełniających kryteria wyszukiwania.',
  notAccepting: 'To ogłoszenie nie przyjmuje ofert: nie jest opublikowane albo minął termin składania ofert.',
  ownAnnouncement: 'Nie możesz złożyć oferty na własne ogłoszenie.',
  alreadyExists: 'Masz już ofertę na to ogłoszenie.',
  wrongStatus: 'Tej operacji nie można wykonać w obecnym statusie oferty.',
  partMissing: 'Złóż ofertę na każdą część zamówienia.',
  noPart: 'Wybierz co najmniej jedną część zamówienia.',
  unknownPart: 'Ta część nie należy do ogłoszenia.',
  variantRequired: 'Dodaj co najmniej jeden wariant oferty.',
  tooManyVariants: 'Możesz dodać maksymalnie 20 wariantów.',
  variantsNotAllowed: 'Ta część zamówienia nie dopuszcza ofert wariantowych: podaj jedną cenę.',
  tooManyAttachments: 'Możesz załączyć maksymalnie 20 plików.',
  notFound: 'Nie udało się pobrać danych oferty.',
  /** GET /api/offerset/receipt/{id} of an offer set not submitted, or submitted before receipts were signed. */
  noReceipt:
    'Ta oferta nie ma podpisanego potwierdzenia złożenia: nie jest złożona albo złożono ją przed wprowadzeniem podpisów.',
  /** The body names another announcement than the address (issue 30 item 6). */
  announcementMismatch: 'Ogłoszenie w przesłanych danych nie zgadza się z adresem żądania.',
  priceTooLarge: `Cena nie może być większa od ${MAX_PRICE_TEXT}.`,
} as const;

const price = z
  .string(messages.required)
  .trim()
  .min(1, messages.required)
  .superRefine((value, ctx) => {
    const problem = budgetProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (compareBudgets(value, MAX_PRICE) > 0)
      ctx.addIssue({ code: 'custom', message: offerMessages.priceTooLarge });
  });

/** A row's own id (saved before) and the form's temporary id (a new row): either may be absent, read as null. */
const rowIds = { id: optionalId, temporary_id: temporaryId };

export const variantInputSchema = z.object({
  ...rowIds,
  price,
  description: optionalText(offerLimits.variantDescription),
});

export const offerInputSchema = z.object({
  ...rowIds,
  /** The part (its stable id in the announcement: zamowienieNode). */
  part_id: z.number(messages.required).int().positive().max(MAX_ID),
  variants: z.array(variantInputSchema).max(offerLimits.variants, offerMessages.tooManyVariants),
});

export const offerAttachmentInputSchema = z.object({
  ...rowIds,
  name: optionalText(offerLimits.attachmentName),
  file_id: z.number(messages.required).int().positive().max(MAX_ID),
});

/** POST /api/offerset and the PUT calls: the offer set as the bidder sends it (wire names). */
export const offerSetInputSchema = z.object({
  announcement: z.number().int().positive().max(MAX_ID),
  offers: z.array(offerInputSchema).max(50),
  attachments: z
    .array(offerAttachmentInputSchema)
    .max(offerLimits.attachments, offerMessages.tooManyAttachments),
});
export type OfferSetInput = z.output<typeof offerSetInputSchema>;

export const statusObjectSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });
const status = statusObjectSchema;
/** A file of an offer: the same as an announcement's. */
export const offerFileSchema = storedFileSchema;

export const bidderDataSchema = z.object({
  name: z.string(),
  identification_type: z.string(),
  identification_number: z.string(),
  address_kind: z.string(),
  address: z.object({
    country: z.string(),
    country_name: z.string().nullable(),
    voivodeship: z.string().nullable(),
    poviat: z.string().nullable(),
    commune: z.string().nullable(),
    /** The TERYT locality (offers the advertiser entered: their edit form needs it). */
    locality_id: z.string().nullable().optional(),
    locality: z.string(),
    postcode: z.string(),
    street: z.string().nullable(),
    house_number: z.string(),
  }),
});

export const offerVariantSchema = z.object({
  id: z.number(),
  price: z.string(),
  description: z.string().nullable(),
});

/** An attachment of an offer set as the API returns it. */
export const offerAttachmentSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  file_id: z.number(),
  file: offerFileSchema.nullable(),
});

export const offerSetSchema = z.object({
  id: z.number(),
  status,
  announcement: z.number(),
  economic_subject: bidderDataSchema.nullable(),
  offers: z.array(
    z.object({
      id: z.number(),
      part_id: z.number(),
      variants: z.array(offerVariantSchema),
      is_refused: z.boolean(),
    }),
  ),
  attachments: z.array(offerAttachmentSchema),
  created_by: z.object({ id: z.number(), forename: z.string(), surname: z.string() }),
  /** Audit and receipt: only for the offer's creator. */
  created_at: z.string().nullable(),
  modified_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  receipt_sha256: z.string().nullable(),
});
export type OfferSet = z.infer<typeof offerSetSchema>;
