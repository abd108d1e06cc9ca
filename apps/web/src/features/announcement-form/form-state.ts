import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import type { CpvCode } from '../../components/pickers/CpvPicker.tsx';
import type { Zalacznik } from '../../components/ui/AttachmentRow.tsx';

/**
 * The form's values: the body of the save calls with client names (api() maps them to
 * contentSchema's wire names), text kept as typed ('' for empty). Every element carries a
 * `temporaryId`: a new one gets a generated one, a saved one its server id as text, so the server's
 * errors, which key parts by temporary id, find their part after every reload.
 */
export type PlaceType = 'address' | 'abroad';
export type PlaceState = {
  temporaryId: string;
  typ: PlaceType;
  kraj: string;
  wojewodztwo: string;
  powiat: string;
  gmina: string;
  localityId: string | null;
  miejscowosc: string;
};
export type StageState = {
  id: number | null;
  temporaryId: string;
  poczatekRealizacji: string;
  koniecRealizacji: string;
  opis: string;
  czyWystepujePlatnoscCzesciowa: boolean;
};
export type ConditionState = { id: number | null; temporaryId: string; typeId: number | null; opis: string };
export type CriterionState = {
  id: number | null;
  temporaryId: string;
  czyKryteriumCenowe: boolean;
  opis: string;
};
export type ItemState = {
  id: number | null;
  temporaryId: string;
  kategoria: number | null;
  podkategoria: number | null;
  okresGwarancji: string;
  opis: string;
  kodyCPV: CpvCode[];
  miejscaRealizacji: PlaceState[];
  harmonogramy: StageState[];
  warunkiUdzialu: ConditionState[];
};
export type PartState = {
  id: number | null;
  temporaryId: string;
  tytul: string;
  czyWariantowe: boolean;
  szacunkowaWartosc: string;
  przedmiotyZamowienia: ItemState[];
  kryteriaOceny: CriterionState[];
};
export type FormState = {
  tytul: string;
  /** The optional English title and summary (issue 51). */
  tytulAngielski: string;
  streszczenieAngielskie: string;
  hasProject: boolean;
  projekty: number[];
  enrollmentId: number | null;
  contactPersonIds: number[];
  zamowieniaUzupelniajace: string;
  warunkiZmianyUmowy: string;
  czyDopuszczalnaOfertaCzesciowa: boolean;
  /** 'yyyy-MM' or ''. */
  planowanyTerminPodpisaniaUmowy: string;
  zamowienia: PartState[];
  zalaczniki: FormAttachment[];
};

/** An attachment row of the list, with the stored file id (kept even when the file's data is missing). */
export type FormAttachment = Zalacznik & { fileId?: number | null };

/** The body of POST / PUT /api/announcements (`announcement`), client names. */
export type AnnouncementBody = Omit<FormState, 'zalaczniki' | 'planowanyTerminPodpisaniaUmowy'> & {
  planowanyTerminPodpisaniaUmowy: string | null;
  zalaczniki: { id: number | null; temporaryId: string; nazwa: string; fileId: number | null }[];
};

let sequence = 0;
/** A temporary id for a new element (no underscore: the name mapping would change it in error paths). */
export function newTemporaryId(): string {
  sequence += 1;
  return `tmp-${Date.now().toString(36)}-${sequence}`;
}

export function newPlace(): PlaceState {
  return {
    temporaryId: newTemporaryId(),
    typ: 'address',
    kraj: POLAND_ALPHA2,
    wojewodztwo: '',
    powiat: '',
    gmina: '',
    localityId: null,
    miejscowosc: '',
  };
}

export function newStage(): StageState {
  return {
    id: null,
    temporaryId: newTemporaryId(),
    poczatekRealizacji: '',
    koniecRealizacji: '',
    opis: '',
    czyWystepujePlatnoscCzesciowa: false,
  };
}

export function newCondition(): ConditionState {
  return { id: null, temporaryId: newTemporaryId(), typeId: null, opis: '' };
}

export function newCriterion(): CriterionState {
  return { id: null, temporaryId: newTemporaryId(), czyKryteriumCenowe: false, opis: '' };
}

export function newItem(): ItemState {
  return {
    id: null,
    temporaryId: newTemporaryId(),
    kategoria: null,
    podkategoria: null,
    okresGwarancji: '',
    opis: '',
    kodyCPV: [],
    miejscaRealizacji: [],
    harmonogramy: [],
    warunkiUdzialu: [],
  };
}

export function newPart(): PartState {
  return {
    id: null,
    temporaryId: newTemporaryId(),
    tytul: '',
    czyWariantowe: false,
    szacunkowaWartosc: '',
    przedmiotyZamowienia: [],
    kryteriaOceny: [],
  };
}

/** A new announcement: one part, nothing chosen. */
export function emptyForm(): FormState {
  return {
    tytul: '',
    tytulAngielski: '',
    streszczenieAngielskie: '',
    hasProject: true,
    projekty: [],
    enrollmentId: null,
    contactPersonIds: [],
    zamowieniaUzupelniajace: '',
    warunkiZmianyUmowy: '',
    czyDopuszczalnaOfertaCzesciowa: false,
    planowanyTerminPodpisaniaUmowy: '',
    zamowienia: [newPart()],
    zalaczniki: [],
  };
}
