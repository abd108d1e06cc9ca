import type { FieldErrors } from '@bk/contracts/common/envelope';
import { newsletterLimits as L, newsletterMessages as M } from '@bk/contracts/newsletter/newsletter-texts';
import type { CpvCode } from '../../components/pickers/CpvPicker.tsx';
import type { Locality } from '../../components/pickers/LocalityPicker.tsx';
import type { NewsletterFilter, NewsletterFilterBody } from './newsletter-types.ts';

/**
 * The filter dialog's state (pure): what is chosen, its checks before saving, the body sent, and the
 * server's field errors placed under the dialog's fields.
 */

/** A fulfilment place: a voivodeship's code (2 digits) or a locality's id (7 digits), with its name. */
export type ChosenPlace = { kod: string; nazwa: string };

export type FilterDraft = {
  identyfikator: string;
  /** Programme ids as the checkboxes hold them (strings). */
  programy: string[];
  /** A category id, '' for none. */
  kategoria: string;
  podkategoria: string;
  cpv: CpvCode[];
  miejsca: ChosenPlace[];
};

export type DraftField = 'identyfikator' | 'programy' | 'kategoria' | 'podkategoria' | 'cpv' | 'miejsca';
/** Messages per field; `form` is shown at the dialog's top. */
export type DraftErrors = Partial<Record<DraftField | 'form', string>>;

export const emptyDraft: FilterDraft = {
  identyfikator: '',
  programy: [],
  kategoria: '',
  podkategoria: '',
  cpv: [],
  miejsca: [],
};

/** The dialog's state of a saved filter (names from its labels), or an empty one for a new filter. */
export function draftFromFilter(filter: NewsletterFilter | null): FilterDraft {
  if (!filter) return emptyDraft;
  const s = filter.modalSettings;
  const cpvNames = new Map(filter.labels.cpvItems.map((c) => [c.id, c]));
  const placeNames = new Map(filter.labels.miejscaRealizacji.map((p) => [p.kod, p.nazwa]));
  return {
    identyfikator: s.advertiserIdentificationNumber ?? '',
    programy: s.programmeIds.map(String),
    kategoria: s.kategoria === null ? '' : String(s.kategoria),
    podkategoria: s.podkategoria === null ? '' : String(s.podkategoria),
    cpv: s.cpvItemIds.map((id) => {
      const known = cpvNames.get(id);
      return { id, kod: known?.kod || String(id), nazwa: known?.nazwa ?? '' };
    }),
    miejsca: s.fulfillmentPlaceCodes.map((kod) => ({ kod, nazwa: placeNames.get(kod) ?? kod })),
  };
}

/** A voivodeship as a chosen place ('woj. mazowieckie', as the server names it). */
export function voivodeshipPlace(v: { kod: string; nazwa: string }): ChosenPlace {
  return { kod: v.kod, nazwa: `woj. ${v.nazwa}` };
}

/** A locality as a chosen place ('Nowa Wieś (gm. Sztum, woj. pomorskie)', as the server names it). */
export function localityPlace(l: Locality): ChosenPlace {
  return { kod: l.id, nazwa: `${l.miejscowosc} (gm. ${l.gmina}, woj. ${l.wojewodztwo})` };
}

/**
 * Adds an item to a chosen list: one already there is not added twice; one past the limit is refused
 * with the limit's message.
 */
export function addChosen<T>(
  list: readonly T[],
  item: T,
  keyOf: (item: T) => string | number,
  limit: number,
  tooMany: string,
): { list: T[]; error?: string } {
  if (list.some((x) => keyOf(x) === keyOf(item))) return { list: [...list] };
  if (list.length >= limit) return { list: [...list], error: tooMany };
  return { list: [...list, item] };
}

const ID_CHARACTERS = /^[\p{L}\d]*$/u;

/** Keeps only letters and digits of a typed identification number. */
export function cleanIdentificationNumber(raw: string): string {
  return raw.replace(/[^\p{L}\d]/gu, '').slice(0, L.identificationNumber);
}

export function hasCriterion(d: FilterDraft): boolean {
  return (
    d.identyfikator.trim() !== '' ||
    d.programy.length > 0 ||
    d.kategoria !== '' ||
    d.podkategoria !== '' ||
    d.cpv.length > 0 ||
    d.miejsca.length > 0
  );
}

/** The checks of filterCriteriaSchema, made before sending: none chosen, bad characters, limits. */
export function draftProblems(d: FilterDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!hasCriterion(d)) errors.form = M.oneCriterion;
  if (!ID_CHARACTERS.test(d.identyfikator.trim())) errors.identyfikator = M.identificationNumberChars;
  if (d.programy.length > L.programmes) errors.programy = M.tooManyProgrammes;
  if (d.podkategoria !== '' && d.kategoria === '') errors.podkategoria = M.subcategoryNeedsCategory;
  if (d.cpv.length > L.cpv) errors.cpv = M.tooManyCpv;
  if (d.miejsca.length > L.places) errors.miejsca = M.tooManyPlaces;
  return errors;
}

const idOf = (value: string) => (value === '' ? null : Number(value));

/** The body to save (client names; the api maps kategoria -> category_id, modalSettings -> modal_settings). */
export function draftToBody(d: FilterDraft, enabled: boolean): NewsletterFilterBody {
  return {
    enabled,
    modalSettings: {
      advertiserIdentificationNumber: d.identyfikator.trim() || null,
      programmeIds: d.programy.map(Number),
      kategoria: idOf(d.kategoria),
      podkategoria: d.kategoria === '' ? null : idOf(d.podkategoria),
      cpvItemIds: d.cpv.map((c) => c.id),
      fulfillmentPlaceCodes: d.miejsca.map((p) => p.kod),
    },
  };
}

/** The messages without those of the given fields. */
export function withoutErrors(errors: DraftErrors, fields: readonly (keyof DraftErrors)[]): DraftErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/** The dialog's field of a client-named path under modalSettings (modal_settings.cpv_item_ids.3 -> cpv). */
const fieldOfPath: Record<string, DraftField> = {
  advertiserIdentificationNumber: 'identyfikator',
  programmeIds: 'programy',
  kategoria: 'kategoria',
  podkategoria: 'podkategoria',
  cpvItemIds: 'cpv',
  fulfillmentPlaceCodes: 'miejsca',
};

/**
 * Where a refused save's messages go: field errors under their fields (the first message of each),
 * errors of the whole criteria (modal_settings) or of anything else at the top; the failure's own
 * message at the top when no field error came.
 */
export function failureErrors(failure: { message: string; errors?: FieldErrors }): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, list] of Object.entries(failure.errors ?? {})) {
    const message = list[0];
    if (!message) continue;
    const [head, field] = path.split('.');
    const target = head === 'modalSettings' && field ? fieldOfPath[field] : undefined;
    const key = target ?? 'form';
    errors[key] ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = failure.message;
  return errors;
}
