import type { Content } from '@bk/contracts/announcements/content';
import type { AnnouncementBody, FormState } from './form-state.ts';

/** The save body: the values, with only the chosen side of the project/enrolment switch. */
export function toBody(form: FormState): AnnouncementBody {
  return {
    ...form,
    projekty: form.hasProject ? form.projekty : [],
    enrollmentId: form.hasProject ? null : form.enrollmentId,
    planowanyTerminPodpisaniaUmowy: form.planowanyTerminPodpisaniaUmowy || null,
    zalaczniki: form.zalaczniki.map((a) => ({
      id: a.id ?? null,
      temporaryId: a.temporaryId,
      nazwa: a.nazwa,
      fileId: a.plik?.id ?? a.fileId ?? null,
    })),
  };
}

const clean = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The content as the server reads it (wire names, text trimmed, blanks null): what the shared rules
 * (contentSchema, publicationProblems) check on the client before anything is sent.
 */
export function toContent(form: FormState): Content {
  const body = toBody(form);
  return {
    title: clean(body.tytul),
    title_en: clean(body.tytulAngielski),
    summary_en: clean(body.streszczenieAngielskie),
    has_project: body.hasProject,
    project_ids: body.projekty,
    enrollment_id: body.enrollmentId,
    contact_person_ids: body.contactPersonIds,
    supplementary_orders: clean(body.zamowieniaUzupelniajace),
    contract_change_conditions: clean(body.warunkiZmianyUmowy),
    partial_offers_allowed: body.czyDopuszczalnaOfertaCzesciowa,
    planned_contract_signing: body.planowanyTerminPodpisaniaUmowy,
    parts: body.zamowienia.map((part) => ({
      id: part.id,
      temporary_id: part.temporaryId,
      title: clean(part.tytul),
      variants_allowed: part.czyWariantowe,
      estimated_value: clean(part.szacunkowaWartosc),
      order_items: part.przedmiotyZamowienia.map((item) => ({
        id: item.id,
        temporary_id: item.temporaryId,
        category_id: item.kategoria,
        subcategory_id: item.podkategoria,
        warranty: clean(item.okresGwarancji),
        description: clean(item.opis),
        cpv_codes: item.kodyCPV.map((c) => ({ id: c.id, code: c.kod, name: c.nazwa })),
        places: item.miejscaRealizacji.map((place) => ({
          temporary_id: place.temporaryId,
          type: place.typ,
          country: clean(place.kraj),
          voivodeship: clean(place.wojewodztwo),
          poviat: clean(place.powiat),
          commune: clean(place.gmina),
          locality_id: place.localityId,
          locality: clean(place.miejscowosc),
        })),
        stages: item.harmonogramy.map((stage) => ({
          id: stage.id,
          temporary_id: stage.temporaryId,
          start: clean(stage.poczatekRealizacji),
          end: clean(stage.koniecRealizacji),
          description: clean(stage.opis),
          partial_payment: stage.czyWystepujePlatnoscCzesciowa,
        })),
        conditions: item.warunkiUdzialu.map((condition) => ({
          id: condition.id,
          temporary_id: condition.temporaryId,
          type_id: condition.typeId,
          description: clean(condition.opis),
        })),
      })),
      criteria: part.kryteriaOceny.map((criterion) => ({
        id: criterion.id,
        temporary_id: criterion.temporaryId,
        is_price: criterion.czyKryteriumCenowe,
        description: clean(criterion.opis),
      })),
    })),
    attachments: body.zalaczniki.map((a) => ({
      id: a.id,
      temporary_id: a.temporaryId,
      name: clean(a.nazwa),
      file_id: a.fileId,
    })),
  };
}
