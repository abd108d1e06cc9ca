import type { FieldErrors } from '@bk/contracts/common/envelope';
import type { Zalacznik } from '../../../components/ui/AttachmentRow.tsx';
import type { Plik } from '../../../lib/files.ts';
import type { SettlementBody } from './settlement-api.ts';
import type { SettlementAnswer, SettlementPart } from './settlement-types.ts';

/**
 * The settlement editor's state (spec 2 sections 2.7, 3 'Settlement', 4.4) and the pure steps on it:
 * from the stored settlement, the rules of 4.4, the request body and the server's errors placed.
 */
export type Choice = { offerSetId: number; variantId: number };
export type PartChoice = {
  partId: number;
  zadnaOfertaWybrana: boolean;
  wybranyWariant: Choice | null;
  /** Offer sets refused in this part. */
  refused: number[];
};
export type SettlementAttachment = Zalacznik & { jestProtokolem: boolean };
export type EditorState = {
  parts: PartChoice[];
  /** External offer sets removed in the editor (sent as ofertyDoUsuniecia). */
  ofertyDoUsuniecia: number[];
  komentarz: string;
  zalaczniki: SettlementAttachment[];
  /** 'Nie ma więcej ofert': the part steps open only once it is ticked (a screen-only flag). */
  nieMaWiecejOfert: boolean;
};

let sequence = 0;
const newKey = () => `settlement-attachment-${++sequence}`;

/** The editor filled from the stored settlement; a change starts with 'Nie ma więcej ofert' ticked. */
export function initialEditorState(answer: SettlementAnswer): EditorState {
  const s = answer.rozstrzygniecie;
  return {
    parts: s.zamowienia.map((part) => ({
      partId: part.id,
      zadnaOfertaWybrana: part.zadnaOfertaWybrana,
      wybranyWariant: part.wybranyWariant,
      refused: part.offers.filter((o) => o.isRefused).map((o) => o.offerSetId),
    })),
    ofertyDoUsuniecia: [],
    komentarz: s.komentarz ?? '',
    zalaczniki: s.zalaczniki.map((a) => ({
      temporaryId: newKey(),
      id: a.id,
      nazwa: a.nazwa,
      jestProtokolem: a.jestProtokolem,
      plik: (a.plik ?? undefined) as Plik | undefined,
    })),
    nieMaWiecejOfert: answer.resolved,
  };
}

const updatePart = (state: EditorState, partId: number, change: (p: PartChoice) => PartChoice) => ({
  ...state,
  parts: state.parts.map((p) => (p.partId === partId ? change(p) : p)),
});

/** Selecting a variant clears 'no offer chosen' for that part (4.4). */
export function chooseVariant(state: EditorState, partId: number, choice: Choice): EditorState {
  return updatePart(state, partId, (p) => ({ ...p, wybranyWariant: choice, zadnaOfertaWybrana: false }));
}

/** Ticking 'no offer chosen' clears the selected variant (4.4). */
export function setNoOfferChosen(state: EditorState, partId: number, value: boolean): EditorState {
  return updatePart(state, partId, (p) => ({
    ...p,
    zadnaOfertaWybrana: value,
    wybranyWariant: value ? null : p.wybranyWariant,
  }));
}

/** Refusing an offer clears the selected variant if it belonged to that offer; restoring undoes the refusal. */
export function setRefused(state: EditorState, partId: number, offerSetId: number, refused: boolean) {
  return updatePart(state, partId, (p) => ({
    ...p,
    refused: refused ? [...new Set([...p.refused, offerSetId])] : p.refused.filter((id) => id !== offerSetId),
    wybranyWariant: refused && p.wybranyWariant?.offerSetId === offerSetId ? null : p.wybranyWariant,
  }));
}

/** Removing an external offer puts it on the delete list and clears a selected variant of it (4.4). */
export function removeExternalOffer(state: EditorState, offerSetId: number): EditorState {
  return {
    ...state,
    ofertyDoUsuniecia: [...new Set([...state.ofertyDoUsuniecia, offerSetId])],
    parts: state.parts.map((p) => ({
      ...p,
      refused: p.refused.filter((id) => id !== offerSetId),
      wybranyWariant: p.wybranyWariant?.offerSetId === offerSetId ? null : p.wybranyWariant,
    })),
  };
}

/** Only one attachment may be the protocol: marking one clears the others (4.4). */
export function markProtocol(state: EditorState, temporaryId: string, value: boolean): EditorState {
  return {
    ...state,
    zalaczniki: state.zalaczniki.map((a) => ({
      ...a,
      jestProtokolem: a.temporaryId === temporaryId ? value : value ? false : a.jestProtokolem,
    })),
  };
}

/** The new attachment list from the list component, keeping each row's protocol mark. */
export function withAttachments(state: EditorState, rows: Zalacznik[]): EditorState {
  const marks = new Map(state.zalaczniki.map((a) => [a.temporaryId, a.jestProtokolem]));
  return {
    ...state,
    zalaczniki: rows.map((row) => ({ ...row, jestProtokolem: marks.get(row.temporaryId) ?? false })),
  };
}

/** The offers of a part still taking part in the editor (those removed here are gone). */
export function offersOf(part: SettlementPart, state: EditorState) {
  return part.offers.filter((o) => !state.ofertyDoUsuniecia.includes(o.offerSetId));
}

/**
 * After the offers were read again (an external offer added or changed): a choice whose variant is
 * gone is cleared, parts the editor did not know are added.
 */
export function reconcile(state: EditorState, answer: SettlementAnswer): EditorState {
  return {
    ...state,
    parts: answer.rozstrzygniecie.zamowienia.map((part) => {
      const kept = state.parts.find((p) => p.partId === part.id);
      if (!kept) return { partId: part.id, zadnaOfertaWybrana: false, wybranyWariant: null, refused: [] };
      const chosen = kept.wybranyWariant;
      const exists =
        chosen !== null &&
        part.offers.some(
          (o) => o.offerSetId === chosen.offerSetId && o.variants.some((v) => v.id === chosen.variantId),
        );
      return { ...kept, wybranyWariant: exists ? chosen : null };
    }),
  };
}

/** What a part's summary says: the chosen offer and variant, 'Nie wybrano żadnej oferty.', or no choice. */
export function partOutcome(part: SettlementPart, choice: PartChoice | undefined) {
  if (choice?.zadnaOfertaWybrana) return { kind: 'none' as const };
  const chosen = choice?.wybranyWariant;
  if (!chosen) return { kind: 'undecided' as const };
  const offer = part.offers.find((o) => o.offerSetId === chosen.offerSetId);
  const variant = offer?.variants.find((v) => v.id === chosen.variantId);
  // A variant the offers do not hold any more: 'Wystąpił nieoczekiwany błąd.' (spec 2 section 8).
  if (!offer || !variant) return { kind: 'missing' as const };
  return { kind: 'chosen' as const, offer, variant };
}

/** POST / PUT /api/announcements/{id}/resolve: every part with its offers; attachments with a file. */
export function settlementBody(state: EditorState, answer: SettlementAnswer): SettlementBody {
  return {
    zamowienia: answer.rozstrzygniecie.zamowienia.map((part) => {
      const choice = state.parts.find((p) => p.partId === part.id);
      return {
        id: part.id,
        zadnaOfertaWybrana: choice?.zadnaOfertaWybrana ?? false,
        wybranyWariant: choice?.wybranyWariant ?? null,
        offers: offersOf(part, state).map((o) => ({
          id: o.offerSetId,
          isRefused: choice?.refused.includes(o.offerSetId) ?? false,
        })),
      };
    }),
    ofertyDoUsuniecia: state.ofertyDoUsuniecia,
    komentarz: state.komentarz,
    zalaczniki: state.zalaczniki
      .filter((a) => a.plik !== undefined)
      .map((a) => ({
        id: a.id ?? null,
        nazwa: a.nazwa,
        fileId: (a.plik as Plik).id,
        jestProtokolem: a.jestProtokolem,
      })),
  };
}

/** The server's field errors placed: per part (the errors dialog), by attachment row, and the rest. */
export type PlacedSettlementErrors = {
  /** By part index: the messages of that part (zamowienia.{i}...). */
  parts: Record<number, string[]>;
  /** By attachment temporaryId: its name's message. */
  attachmentRows: Record<string, string>;
  attachments: string | null;
  komentarz: string | null;
  /** ofertyDoUsuniecia and anything else, shown above the summary. */
  other: string[];
};

export const noSettlementErrors: PlacedSettlementErrors = {
  parts: {},
  attachmentRows: {},
  attachments: null,
  komentarz: null,
  other: [],
};

export function placeSettlementErrors(errors: FieldErrors, state: EditorState): PlacedSettlementErrors {
  const sent = state.zalaczniki.filter((a) => a.plik !== undefined);
  const placed: PlacedSettlementErrors = {
    parts: {},
    attachmentRows: {},
    attachments: null,
    komentarz: null,
    other: [],
  };
  for (const [path, list] of Object.entries(errors)) {
    const message = list[0];
    if (!message) continue;
    const part = /^zamowienia\.(\d+)(\..*)?$/.exec(path);
    const row = /^zalaczniki\.(\d+)(\..*)?$/.exec(path);
    if (part) {
      const index = Number(part[1]);
      placed.parts[index] = [...(placed.parts[index] ?? []), ...list];
    } else if (path === 'zamowienia') placed.other.push(message);
    else if (row) {
      const target = sent[Number(row[1])];
      if (target) placed.attachmentRows[target.temporaryId] ??= message;
      else placed.attachments ??= message;
    } else if (path === 'zalaczniki') placed.attachments ??= message;
    else if (path === 'komentarz') placed.komentarz ??= message;
    else placed.other.push(message);
  }
  return placed;
}
