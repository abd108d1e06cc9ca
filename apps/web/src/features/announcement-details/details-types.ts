/**
 * The announcement page's data with client names: the wire shapes are announcementViewSchema,
 * versionListSchema and announcementPermissionsSchema (packages/contracts/src/announcements/details.ts)
 * after `toPolish` (docs/name-mapping.md).
 */
import type { Plik } from '../../lib/files.ts';

export type Status = { id: number; nazwa: string; label: string };

export type Place = {
  typ: 'address' | 'abroad';
  kraj: string | null;
  countryName: string | null;
  wojewodztwo: string | null;
  powiat: string | null;
  gmina: string | null;
  localityId: string | null;
  miejscowosc: string | null;
};

export type Stage = {
  id: number;
  poczatekRealizacji: string | null;
  koniecRealizacji: string | null;
  opis: string | null;
  czyWystepujePlatnoscCzesciowa: boolean;
};

export type Item = {
  id: number;
  kategoria: number | null;
  categoryName: string | null;
  podkategoria: number | null;
  subcategoryName: string | null;
  okresGwarancji: string | null;
  opis: string | null;
  kodyCPV: { id: number; kod: string; nazwa: string }[];
  miejscaRealizacji: Place[];
  harmonogramy: Stage[];
  warunkiUdzialu: { id: number; typeId: number | null; typeName: string | null; opis: string | null }[];
};

export type Part = {
  id: number;
  tytul: string | null;
  czyWariantowe: boolean;
  szacunkowaWartosc: string | null;
  przedmiotyZamowienia: Item[];
  kryteriaOceny: { id: number; czyKryteriumCenowe: boolean; opis: string | null }[];
};

export type Attachment = {
  id: number;
  nazwa: string | null;
  fileId: number | null;
  /** The published version the attachment came with; null: added in the draft. */
  originVersionId: number | null;
  plik: Plik | null;
};

export type ContactPerson = {
  id: number;
  imie: string;
  nazwisko: string;
  numerTelefonu: string | null;
  email: string;
};

export type Advertiser = {
  nazwa: string;
  rodzajAdresu: string;
  typNumeruIdentyfikacyjnego: string;
  numerIdentyfikacyjny: string;
  adres: {
    kraj: string;
    countryName: string | null;
    wojewodztwo: string | null;
    powiat: string | null;
    gmina: string | null;
    miejscowosc: string;
    kodPocztowy: string;
    ulica: string | null;
    numerDomu: string;
  };
};

export type Content = {
  tytul: string | null;
  hasProject: boolean;
  projects: { id: number; calyNumer: string; nazwa: string | null }[];
  enrollment: { id: number; calyNumer: string } | null;
  osobyDoKontaktu: ContactPerson[];
  zamowieniaUzupelniajace: string | null;
  warunkiZmianyUmowy: string | null;
  czyDopuszczalnaOfertaCzesciowa: boolean;
  /** 'yyyy-MM' */
  planowanyTerminPodpisaniaUmowy: string | null;
  zamowienia: Part[];
  zalaczniki: Attachment[];
};

export type AnnouncementInfo = {
  id: number;
  numer: string | null;
  status: Status;
  isAuthor: boolean;
  isAdmin: boolean;
  czyMaKopieRobocza: boolean;
  scheduled: boolean;
  dataOpublikowania: string | null;
  terminOfert: string | null;
  adminView: boolean;
  canFavorite: boolean;
  favorite: boolean;
  badge: boolean;
  firstPublishedAt: string | null;
  lastChangeAt: string | null;
  owner: { id: number };
  /** The published versions, oldest first (version N is at index N - 1). */
  allAvailableVersionIds: number[];
};

export type ViewedVersion = {
  id: number;
  kind: 'draft' | 'published';
  versionNo: number | null;
  publishedAt: string | null;
  dataModyfikacji: string | null;
  byAdmin: boolean;
  isCurrent: boolean;
  tresc: Content;
};

export type AnnouncementView = {
  ogloszenie: AnnouncementInfo;
  version: ViewedVersion;
  advertiser: Advertiser | null;
  offerSetBadgeCount: number;
  questionBadgeCount: number;
};

/** Which view of the announcement the page shows (spec 1 section 2). */
export type ViewMode = { kind: 'current' } | { kind: 'draft' } | { kind: 'version'; versionId: number };

export type VersionList = {
  drafts: { id: number; dataUtworzenia: string; dataModyfikacji: string | null }[];
  published: { id: number; versionNo: number; publishedAt: string; byAdmin: boolean; current: boolean }[];
};

export type AdminPermissions = {
  advertisementAdministration: { searchNPreviewData: boolean; editData: boolean; blocking: boolean };
  projectsEnrollmentsAdministration: { searchNPreviewData: boolean };
  usersAndPermissionsPreviewListUsers: boolean;
};
