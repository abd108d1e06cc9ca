import { z } from 'zod';
import { optionalText } from '../common/fields.ts';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';
import { offerSetInputSchema } from '../offers/offers.ts';
import { economicSubjectInputSchema } from '../users/profile.ts';

/** The settlement of an announcement (spec 2 sections 2.7, 2.8, 3, 4.4, 5, 7, 8, 9). */
export const settlementLimits = { comment: 1000, attachments: 20, attachmentName: 100 } as const;

export const settlementMessages = {
  titleNew: 'Dodawanie rozstrzygnięcia',
  titleEdit: 'Edycja rozstrzygnięcia',
  errorsDialog: 'Podczas próby rozstrzygnięcia wystąpiły błędy dotyczące wyboru ofert.',
  noneChosen: 'Nie wybrano żadnej oferty.',
  noChoice: 'Nie dokonano wyboru',
  tooManyAttachments: 'Możesz załączyć maksymalnie 20 plików.',
  loadFailed: 'Nie udało się pobrać danych rozstrzygnięcia.',
  editorLoadFailed: 'Nie udało się pobrać danych do rozstrzygnieca ogłoszenia.',
  notClosed: 'Rozstrzygnąć można tylko zamknięte ogłoszenie.',
  alreadyResolved: 'To ogłoszenie ma już rozstrzygnięcie. Zmień je zamiast dodawać nowe.',
  notResolved: 'To ogłoszenie nie ma jeszcze rozstrzygnięcia.',
  forbidden: 'Nie masz uprawnień do rozstrzygnięcia tego ogłoszenia.',
  chooseOrNone: 'Wybierz wariant zwycięskiej oferty albo zaznacz, że nie wybrano żadnej oferty.',
  notBoth: 'Nie można jednocześnie wybrać oferty i zaznaczyć, że nie wybrano żadnej.',
  unknownPart: 'Ta część nie należy do ogłoszenia.',
  partMissing: 'Rozstrzygnij każdą część zamówienia.',
  variantNotInPart: 'Wybrany wariant nie należy do oferty złożonej na tę część zamówienia.',
  variantRefused: 'Nie można wybrać wariantu odrzuconej oferty.',
  unknownOffer: 'Ta oferta nie bierze udziału w tym postępowaniu.',
  notExternal: 'Usunąć można tylko ofertę dodaną przez ogłoszeniodawcę.',
  oneProtocol: 'Tylko jeden załącznik może być oznaczony jako protokół.',
  externalClosedOnly:
    'Oferty otrzymane inną drogą można dodać tylko do zamkniętego lub rozstrzygniętego ogłoszenia.',
  externalNotFound: 'Nie udało się pobrać danych oferty.',
  /** After an entered offer was saved in the editor (issue 30 item 7). */
  externalSaved: 'Oferta została zapisana. Będzie widoczna publicznie po opublikowaniu rozstrzygnięcia.',
  externalUnpublished: 'Zapisana, nieopublikowana',
} as const;

const id = z.number(messages.required).int().positive().max(MAX_ID);

/**
 * POST / PUT /api/announcements/{id}/resolve (client names: zamowienia, ofertyDoUsuniecia, komentarz,
 * zalaczniki). A variant's id is unique within its offer set only, so the chosen one is named with its
 * offer set; refusals are per part and offer set.
 */
export const settlementInputSchema = z.object({
  parts: z
    .array(
      z.object({
        id,
        no_offer_chosen: z.boolean().default(false),
        chosen_variant: z
          .object({ offer_set_id: id, variant_id: id })
          .nullish()
          .transform((v) => v ?? null),
        offers: z
          .array(z.object({ id, is_refused: z.boolean().default(false) }))
          .max(10_000)
          .default([]),
      }),
    )
    .max(1000),
  offer_sets_to_delete: z.array(id).max(10_000).default([]),
  comment: optionalText(settlementLimits.comment),
  attachments: z
    .array(
      z.object({
        id: id.nullish().transform((v) => v ?? null),
        name: z
          .string(messages.required)
          .trim()
          .min(1, messages.required)
          .max(settlementLimits.attachmentName, messages.maxLength(settlementLimits.attachmentName)),
        file_id: id,
        is_protocol: z.boolean().default(false),
      }),
    )
    .max(settlementLimits.attachments, settlementMessages.tooManyAttachments)
    .default([]),
});
export type SettlementInput = z.output<typeof settlementInputSchema>;

const fileSchema = z.object({
  id: z.number(),
  uri: z.string(),
  name: z.string(),
  created_at: z.string(),
  created_by: z.object({ forename: z.string(), surname: z.string() }),
});

/** An offer of a part as the settlement shows it (decision 0024: what the public sees of it). */
export const settlementOfferSchema = z.object({
  offer_set_id: z.number(),
  bidder_name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  is_external: z.boolean(),
  /**
   * False for an entered offer saved since the settlement was last published (or never published
   * with it): only those who settle see it so, the public sees the published copy or nothing.
   */
  is_published: z.boolean(),
  is_refused: z.boolean(),
  is_mine: z.boolean(),
  variants: z.array(z.object({ id: z.number(), price: z.string(), description: z.string().nullable() })),
});

/** GET /api/announcements/{id}/settlement. */
export const settlementViewSchema = z.object({
  /** The viewer may add or change the settlement (the author, an administrator with editData in scope). */
  can_settle: z.boolean(),
  resolved: z.boolean(),
  settlement: z.object({
    parts: z.array(
      z.object({
        id: z.number(),
        title: z.string().nullable(),
        no_offer_chosen: z.boolean(),
        chosen_variant: z.object({ offer_set_id: z.number(), variant_id: z.number() }).nullable(),
        offers: z.array(settlementOfferSchema),
      }),
    ),
    comment: z.string().nullable(),
    attachments: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        file_id: z.number(),
        is_protocol: z.boolean(),
        file: fileSchema.nullable(),
      }),
    ),
    resolved_at: z.string().nullable(),
    modified_at: z.string().nullable(),
  }),
});
export type SettlementView = z.infer<typeof settlementViewSchema>;

/** An offer received by another channel, entered by the advertiser: the offer with the bidder's data. */
export const externalOfferSetInputSchema = offerSetInputSchema.extend({
  economic_subject: economicSubjectInputSchema,
});
export type ExternalOfferSetInput = z.output<typeof externalOfferSetInputSchema>;
