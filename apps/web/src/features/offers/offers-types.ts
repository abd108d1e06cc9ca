/**
 * The offer calls' data with client names: the wire shapes are offerSetSchema and the answers of
 * apps/server/src/modules/offers (offers-read.service.ts, my-offers.service.ts) after `toPolish`
 * (docs/name-mapping.md: 'offers', 'variants' and 'price' stay as they are).
 */
import type { Plik } from '../../lib/files.ts';

export type Status = { id: number; nazwa: string; label: string };

/** The bidder's economic subject (spec 2 section 3 'Bidder data'). */
export type BidderData = {
  nazwa: string;
  typNumeruIdentyfikacyjnego: string;
  numerIdentyfikacyjny: string;
  rodzajAdresu: string;
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

export type Variant = { id: number; price: string; opis: string | null };

export type Offer = { id: number; partId: number; variants: Variant[]; isRefused: boolean };

export type OfferAttachment = { id: number; nazwa: string | null; fileId: number; plik: Plik | null };

export type OfferSet = {
  id: number;
  status: Status;
  announcement: number;
  danePodmiotu: BidderData | null;
  offers: Offer[];
  zalaczniki: OfferAttachment[];
  ktoUtworzyl: { id: number; imie: string; nazwisko: string };
  /** Audit and receipt: only for the offer's creator (null for anyone else). */
  dataUtworzenia: string | null;
  dataModyfikacji: string | null;
  submittedAt: string | null;
  receiptSha256: string | null;
};

/** GET /api/offerset/announcement/{id}. */
export type OwnOfferSetAnswer = {
  offerSet: OfferSet | null;
  accepting: boolean;
  hasEconomicSubject: boolean;
  announcementStatus: Status;
};

/** A part of the announcement as the offer screens need it (its id is the part's zamowienieNode). */
export type PartRef = { id: number; tytul: string | null; czyWariantowe?: boolean };

export type ListedOffer = {
  offerSetId: number;
  offerId: number;
  bidderName: string;
  city: string | null;
  /** The country's name, only when it is not Poland. */
  kraj: string | null;
  variants: Variant[];
  isNew: boolean;
  isMine: boolean;
  isRefused: boolean;
  zalaczniki: OfferAttachment[];
};

/** GET /api/offerset/announcement/{id}/list (the author or an administrator in scope). */
export type OfferListAnswer = {
  isAdvertiser: boolean;
  isAdmin: boolean;
  sealed: boolean;
  hidden: { id: number; ordinal: number; isNew: boolean }[];
  /** The wire's `parts` (mapped to zamowienia). */
  zamowienia: { partId: number; tytul: string | null; offers: ListedOffer[] }[];
};

export type MyOfferItem = {
  id: number;
  status: Status;
  announcement: {
    id: number;
    numer: string | null;
    status: Status;
    hidden: boolean;
    dataOpublikowania: string | null;
    version: { tytul: string | null; terminOfert: string | null; zamowienia: PartRef[] } | null;
  };
  offers: Offer[];
  badgeCount: number;
};

/** GET /api/offerset/my. */
export type MyOffersAnswer = {
  offerSets: MyOfferItem[];
  meta: { total: number; page: number; lastPage: number };
};
