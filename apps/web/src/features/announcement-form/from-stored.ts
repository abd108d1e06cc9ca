import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import type { StoredContent, StoredItem, StoredPart, StoredPlace } from './announcement-api.ts';
import {
  type FormState,
  type ItemState,
  newPart,
  newTemporaryId,
  type PartState,
  type PlaceState,
} from './form-state.ts';

const text = (value: string | null) => value ?? '';

function placeFromStored(place: StoredPlace): PlaceState {
  return {
    temporaryId: newTemporaryId(),
    typ: place.typ,
    kraj: place.kraj ?? (place.typ === 'address' ? POLAND_ALPHA2 : ''),
    wojewodztwo: text(place.wojewodztwo),
    powiat: text(place.powiat),
    gmina: text(place.gmina),
    localityId: place.localityId,
    miejscowosc: text(place.miejscowosc),
  };
}

function itemFromStored(item: StoredItem): ItemState {
  return {
    id: item.id,
    temporaryId: String(item.id),
    kategoria: item.kategoria,
    podkategoria: item.podkategoria,
    okresGwarancji: text(item.okresGwarancji),
    opis: text(item.opis),
    kodyCPV: item.kodyCPV.map((c) => ({ id: c.id, kod: c.kod, nazwa: c.nazwa })),
    miejscaRealizacji: item.miejscaRealizacji.map(placeFromStored),
    harmonogramy: item.harmonogramy.map((s) => ({
      id: s.id,
      temporaryId: String(s.id),
      poczatekRealizacji: text(s.poczatekRealizacji),
      koniecRealizacji: text(s.koniecRealizacji),
      opis: text(s.opis),
      czyWystepujePlatnoscCzesciowa: s.czyWystepujePlatnoscCzesciowa,
    })),
    warunkiUdzialu: item.warunkiUdzialu.map((c) => ({
      id: c.id,
      temporaryId: String(c.id),
      typeId: c.typeId,
      opis: text(c.opis),
    })),
  };
}

function partFromStored(part: StoredPart): PartState {
  return {
    id: part.id,
    temporaryId: String(part.id),
    tytul: text(part.tytul),
    czyWariantowe: part.czyWariantowe,
    szacunkowaWartosc: text(part.szacunkowaWartosc),
    przedmiotyZamowienia: part.przedmiotyZamowienia.map(itemFromStored),
    kryteriaOceny: part.kryteriaOceny.map((c) => ({
      id: c.id,
      temporaryId: String(c.id),
      czyKryteriumCenowe: c.czyKryteriumCenowe,
      opis: text(c.opis),
    })),
  };
}

/**
 * The form's values for a stored version (GET /api/announcements/{id}/compact). Attachments added in
 * an earlier version (their origin is a version, not the current draft) are read-only.
 */
export function fromStored(content: StoredContent): FormState {
  return {
    tytul: text(content.tytul),
    tytulAngielski: text(content.tytulAngielski ?? null),
    streszczenieAngielskie: text(content.streszczenieAngielskie ?? null),
    hasProject: content.hasProject,
    projekty: content.projekty,
    enrollmentId: content.enrollmentId,
    contactPersonIds: content.contactPersonIds,
    zamowieniaUzupelniajace: text(content.zamowieniaUzupelniajace),
    warunkiZmianyUmowy: text(content.warunkiZmianyUmowy),
    czyDopuszczalnaOfertaCzesciowa: content.czyDopuszczalnaOfertaCzesciowa,
    planowanyTerminPodpisaniaUmowy: text(content.planowanyTerminPodpisaniaUmowy),
    zamowienia: content.zamowienia.length > 0 ? content.zamowienia.map(partFromStored) : [newPart()],
    zalaczniki: content.zalaczniki.map((a) => ({
      id: a.id,
      temporaryId: String(a.id),
      nazwa: text(a.nazwa),
      fileId: a.fileId,
      plik: a.plik ?? undefined,
      readOnly: a.originVersionId !== null,
    })),
  };
}
