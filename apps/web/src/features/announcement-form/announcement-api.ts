import { useQuery } from '@tanstack/react-query';
import type { CpvCode } from '../../components/pickers/CpvPicker.tsx';
import { api } from '../../lib/api.ts';
import type { Plik } from '../../lib/files.ts';
import type { AnnouncementBody } from './form-state.ts';

/**
 * What the form reads and sends, with client names (the wire shapes are storedContentSchema,
 * announcementMetaSchema and formDictionariesSchema of packages/contracts, mapped by `toPolish`).
 */
type Named = { id: number; kod: string; nazwa: string };
export type Category = Named & { subcategories: Named[] };
export type ProjectChoice = { id: number; calyNumer: string; nazwa: string | null };
export type ContactPerson = {
  id: number;
  imie: string;
  nazwisko: string;
  numerTelefonu: string | null;
  email: string;
};

export type FormDictionaries = {
  orderItemCategories: Category[];
  participationConditionTypes: Named[];
  projects: ProjectChoice[];
  enrollmentNumbers: ProjectChoice[];
  osobyDoKontaktu: ContactPerson[];
  countries: { kod: string; nazwa: string }[];
};

export type StoredPlace = {
  typ: 'address' | 'abroad';
  kraj: string | null;
  countryName: string | null;
  wojewodztwo: string | null;
  powiat: string | null;
  gmina: string | null;
  localityId: string | null;
  miejscowosc: string | null;
};

export type StoredItem = {
  id: number;
  kategoria: number | null;
  podkategoria: number | null;
  okresGwarancji: string | null;
  opis: string | null;
  kodyCPV: CpvCode[];
  miejscaRealizacji: StoredPlace[];
  harmonogramy: {
    id: number;
    poczatekRealizacji: string | null;
    koniecRealizacji: string | null;
    opis: string | null;
    czyWystepujePlatnoscCzesciowa: boolean;
  }[];
  warunkiUdzialu: { id: number; typeId: number | null; opis: string | null }[];
};

export type StoredPart = {
  id: number;
  tytul: string | null;
  czyWariantowe: boolean;
  szacunkowaWartosc: string | null;
  przedmiotyZamowienia: StoredItem[];
  kryteriaOceny: { id: number; czyKryteriumCenowe: boolean; opis: string | null }[];
};

export type Advertiser = {
  nazwa: string;
  typNumeruIdentyfikacyjnego: string;
  numerIdentyfikacyjny: string;
  adres: {
    countryName: string | null;
    miejscowosc: string;
    kodPocztowy: string;
    ulica: string | null;
    numerDomu: string;
  };
};

export type StoredContent = {
  tytul: string | null;
  hasProject: boolean;
  projekty: number[];
  projects: ProjectChoice[];
  enrollmentId: number | null;
  enrollment: { id: number; calyNumer: string } | null;
  contactPersonIds: number[];
  osobyDoKontaktu: ContactPerson[];
  zamowieniaUzupelniajace: string | null;
  warunkiZmianyUmowy: string | null;
  czyDopuszczalnaOfertaCzesciowa: boolean;
  planowanyTerminPodpisaniaUmowy: string | null;
  zamowienia: StoredPart[];
  zalaczniki: {
    id: number;
    nazwa: string | null;
    fileId: number | null;
    originVersionId: number | null;
    plik: Plik | null;
  }[];
  advertiser: Advertiser | null;
};

export type AnnouncementMeta = {
  id: number;
  numer: string | null;
  status: { id: number; nazwa: string; label: string };
  isAuthor: boolean;
  isAdmin: boolean;
  czyMaKopieRobocza: boolean;
  scheduled: boolean;
  dataOpublikowania: string | null;
  terminOfert: string | null;
  publishedVersionId: number | null;
  draftVersionId: number | null;
};

/** The owner's lists, given to an administrator editing another user's announcement. */
export type OwnerChoices = Pick<FormDictionaries, 'projects' | 'enrollmentNumbers' | 'osobyDoKontaktu'>;

export type CompactAnnouncement = {
  ogloszenie: AnnouncementMeta;
  version: { id: number; kind: string; versionNo: number | null; tresc: StoredContent };
  ownerChoices: OwnerChoices | null;
};

/** The body of POST /api/announcements/{id}/publish with client names (publishSchema). */
export type PublishBody = { id: number; dataOpublikowania: string | null; terminOfert: string };
export type PublishAnswer = { id: number; status: string; scheduled: boolean };

export const announcementFormKey = ['announcement-form'] as const;

export function useFormDictionaries(userId: number | null) {
  return useQuery({
    queryKey: [...announcementFormKey, 'dictionaries', userId],
    staleTime: 60_000,
    queryFn: ({ signal }) => api<FormDictionaries>('/api/dictionaries', { signal }),
  });
}

export function useAnnouncementForEdit(id: number | null) {
  return useQuery({
    queryKey: [...announcementFormKey, 'announcement', id],
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) => api<CompactAnnouncement>(`/api/announcements/${id}/compact`, { signal }),
  });
}

export function createAnnouncement(body: AnnouncementBody) {
  return api<{ id: number }>('/api/announcements', { method: 'POST', body: { announcement: body } });
}

/** Saves the draft (or the draft copy of a published one); `publish` gives a published one a new version. */
export function saveAnnouncement(id: number, body: AnnouncementBody, mode: 'draft' | 'publish') {
  return api<{ id: number }>(`/api/announcements/${id}`, {
    method: 'PUT',
    query: { mode },
    body: { announcement: body },
  });
}

export function publishAnnouncement(body: PublishBody) {
  return api<PublishAnswer>(`/api/announcements/${body.id}/publish`, { method: 'POST', body });
}
