import { announcementMessages } from '@bk/contracts/announcements/limits';
import type { FieldErrors } from '@bk/contracts/common/envelope';
import { messages } from '@bk/contracts/common/messages';
import { variantInputSchema } from '@bk/contracts/offers/offers';
import type { MessageDescriptor } from '@lingui/core';
import type { Zalacznik } from '../../components/ui/AttachmentRow.tsx';
import type { Plik } from '../../lib/files.ts';
import { offerTexts as T } from './offer-texts.ts';
import type { OfferSetBody } from './offers-api.ts';
import type { OfferSet, PartRef } from './offers-types.ts';

/**
 * The offer form's state (spec 2 section 2.3) and the pure steps around it: from a stored offer set,
 * to the request body, saved ids back in, and the server's field errors placed by row.
 */
export type VariantDraft = { key: string; id: number | null; price: string; opis: string };
export type PartDraft = {
  key: string;
  id: number | null;
  partId: number;
  /** Whether the bidder offers for this part (always, when partial offers are not allowed). */
  chosen: boolean;
  variants: VariantDraft[];
};
export type OfferFormState = { parts: PartDraft[]; zalaczniki: Zalacznik[] };

let sequence = 0;
const newKey = (prefix: string) => `${prefix}-${++sequence}`;

export function emptyVariant(): VariantDraft {
  return { key: newKey('variant'), id: null, price: '', opis: '' };
}

/** A stand-in for a file the answer did not describe (it still belongs to the offer). */
function fileOf(fileId: number, name: string | null): Plik {
  return {
    id: fileId,
    uri: `/api/files/${fileId}/download`,
    nazwa: name ?? 'plik',
    dataUtworzenia: '',
    ktoUtworzyl: { imie: '', nazwisko: '' },
  };
}

/** The form for the announcement's parts, filled from the offer set when there is one. */
export function initialState(parts: PartRef[], set: OfferSet | null, partial: boolean): OfferFormState {
  return {
    parts: parts.map((part) => {
      const offer = set?.offers.find((o) => o.partId === part.id);
      const variants = (offer?.variants ?? []).map((v) => ({
        key: newKey('variant'),
        id: v.id,
        price: v.price,
        opis: v.opis ?? '',
      }));
      return {
        key: newKey('part'),
        id: offer?.id ?? null,
        partId: part.id,
        chosen: !partial || offer !== undefined || parts.length === 1,
        variants: variants.length > 0 ? variants : [emptyVariant()],
      };
    }),
    zalaczniki: (set?.zalaczniki ?? []).map((a) => ({
      temporaryId: newKey('attachment'),
      id: a.id,
      nazwa: a.nazwa ?? '',
      plik: a.plik ?? fileOf(a.fileId, a.nazwa),
    })),
  };
}

const sentParts = (state: OfferFormState) => state.parts.filter((p) => p.chosen);
const sentAttachments = (state: OfferFormState) => state.zalaczniki.filter((a) => a.plik !== undefined);

/** The request body (client names): the chosen parts' offers and the attachments with a file. */
export function bodyOf(announcementId: number, state: OfferFormState): OfferSetBody {
  return {
    announcement: announcementId,
    offers: sentParts(state).map((p) => ({
      id: p.id,
      partId: p.partId,
      variants: p.variants.map((v) => ({ id: v.id, price: v.price.trim(), opis: v.opis })),
    })),
    zalaczniki: sentAttachments(state).map((a) => ({
      id: a.id ?? null,
      nazwa: a.nazwa,
      fileId: (a.plik as Plik).id,
    })),
  };
}

/** Takes the ids the server gave to what was sent (same order), keeping the rows and their keys. */
export function withSavedIds(state: OfferFormState, saved: OfferSet): OfferFormState {
  const attachments = sentAttachments(state);
  return {
    parts: state.parts.map((p) => {
      const offer = p.chosen ? saved.offers.find((o) => o.partId === p.partId) : undefined;
      if (!offer) return p;
      return {
        ...p,
        id: offer.id,
        variants: p.variants.map((v, j) => ({ ...v, id: offer.variants[j]?.id ?? v.id })),
      };
    }),
    zalaczniki: state.zalaczniki.map((a) => {
      const stored = saved.zalaczniki[attachments.indexOf(a)];
      return stored ? { ...a, id: stored.id, plik: stored.plik ?? a.plik } : a;
    }),
  };
}

/** The first attachment without a name (the 'UWAGA!' dialog), or null. */
export function firstUnnamed(state: OfferFormState): Zalacznik | null {
  return state.zalaczniki.find((a) => a.nazwa.trim() === '') ?? null;
}

/** The server's field errors placed on the form: by row key, for the groups, and the rest for the bottom. */
export type PlacedErrors = {
  /** By `${variantKey}:price`, `${variantKey}:opis`, a part's key, or an attachment's temporaryId. */
  fields: Record<string, string>;
  parts: string | null;
  attachments: string | null;
  bidder: string | null;
  bottom: string[];
};

export const noErrors: PlacedErrors = {
  fields: {},
  parts: null,
  attachments: null,
  bidder: null,
  bottom: [],
};

export function placeErrors(errors: FieldErrors, state: OfferFormState): PlacedErrors {
  const parts = sentParts(state);
  const attachments = sentAttachments(state);
  const placed: PlacedErrors = { fields: {}, parts: null, attachments: null, bidder: null, bottom: [] };
  const put = (key: string, message: string) => {
    placed.fields[key] ??= message;
  };
  for (const [path, list] of Object.entries(errors)) {
    const message = list[0];
    if (!message) continue;
    const variant = /^offers\.(\d+)\.variants\.(\d+)\.(price|opis)$/.exec(path);
    const offer = /^offers\.(\d+)(\..*)?$/.exec(path);
    const attachment = /^zalaczniki\.(\d+)(\..*)?$/.exec(path);
    if (variant) {
      const row = parts[Number(variant[1])]?.variants[Number(variant[2])];
      if (row) put(`${row.key}:${variant[3]}`, message);
      else placed.bottom.push(message);
    } else if (offer) {
      const part = parts[Number(offer[1])];
      if (part) put(part.key, message);
      else placed.bottom.push(message);
    } else if (path === 'offers') placed.parts ??= message;
    else if (attachment) {
      const row = attachments[Number(attachment[1])];
      if (row) put(row.temporaryId, message);
      else placed.attachments ??= message;
    } else if (path === 'zalaczniki') placed.attachments ??= message;
    else if (path === 'danePodmiotu') placed.bidder ??= message;
    else placed.bottom.push(message);
  }
  return placed;
}

/** Whether the placed errors name an attachment without a name (the warning dialog after a submit). */
export function unnamedAttachmentError(placed: PlacedErrors, state: OfferFormState): boolean {
  return state.zalaczniki.some((a) => placed.fields[a.temporaryId] !== undefined && a.nazwa.trim() === '');
}

/**
 * A price's problem as the server would say it (the contract's own rule), or null. `refusedTyping`: the
 * field refused what was typed (letters), so an empty field says the pattern rather than 'required'.
 */
export function priceProblem(value: string, refusedTyping = false): string | null {
  if (refusedTyping && value.trim() === '') return announcementMessages.budgetFormat;
  const checked = variantInputSchema.shape.price.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? messages.required);
}

/**
 * The form's own check before a submission is asked about (issue 44): what the server refuses in a
 * submission (no part chosen, a part missing, variants where none are allowed, a price missing or not of
 * the pattern), placed as the server's errors are. Attachments without a name keep their own warning.
 */
export function validateOffer(
  state: OfferFormState,
  parts: PartRef[],
  partial: boolean,
  say: (text: MessageDescriptor) => string = (text) => text.message ?? text.id,
): PlacedErrors {
  const placed: PlacedErrors = { ...noErrors, fields: {}, bottom: [] };
  const chosen = sentParts(state);
  if (chosen.length === 0) placed.parts = say(T.noPart);
  else if (!partial && chosen.length < parts.length) placed.parts = say(T.partMissing);
  for (const draft of chosen) {
    const part = parts.find((p) => p.id === draft.partId);
    if (draft.variants.length === 0) placed.fields[draft.key] = say(T.variantRequired);
    else if (part?.czyWariantowe === false && draft.variants.length > 1)
      placed.fields[draft.key] = say(T.variantsNotAllowed);
    for (const variant of draft.variants) {
      const problem = priceProblem(variant.price);
      if (problem) placed.fields[`${variant.key}:price`] = problem;
    }
  }
  return placed;
}

export function hasErrors(placed: PlacedErrors): boolean {
  return (
    Object.keys(placed.fields).length > 0 ||
    placed.parts !== null ||
    placed.attachments !== null ||
    placed.bidder !== null ||
    placed.bottom.length > 0
  );
}

/** Completes a price on leaving the field: '1000' -> '1000,00', '12,5' -> '12,50'. */
export function completePrice(value: string): string {
  if (/^\d+$/.test(value)) return `${value},00`;
  if (/^\d+,\d$/.test(value)) return `${value}0`;
  if (/^\d+,$/.test(value)) return `${value}00`;
  return value;
}
