import { useQuery } from '@tanstack/react-query';
import type { SubjectBody } from '../../../components/subject/subject-api.ts';
import { api } from '../../../lib/api.ts';
import { refetchUnlessCarried } from '../../../lib/query-client.ts';
import type { OfferSetBody } from '../offers-api.ts';
import { useOffersKey } from '../offers-api.ts';
import type { OfferSet } from '../offers-types.ts';
import type { SettlementAnswer } from './settlement-types.ts';

/** The settlement's query key (under the offers' keys: the same signed-in user's data). */
export function useSettlementKey() {
  const key = useOffersKey();
  return (announcementId: number) => key('settlement', announcementId);
}

/** GET /api/announcements/{id}/settlement: the result once resolved, the editor's data while closed. */
export function useSettlement(announcementId: number) {
  const key = useSettlementKey();
  return useQuery({
    queryKey: key(announcementId),
    queryFn: ({ signal }) =>
      api<SettlementAnswer>(`/api/announcements/${announcementId}/settlement`, { signal }),
    refetchOnMount: refetchUnlessCarried,
    refetchOnWindowFocus: false,
  });
}

/** The body of POST / PUT /api/announcements/{id}/resolve (client names; spec 2 section 7). */
export type SettlementBody = {
  zamowienia: {
    id: number;
    zadnaOfertaWybrana: boolean;
    wybranyWariant: { offerSetId: number; variantId: number } | null;
    offers: { id: number; isRefused: boolean }[];
  }[];
  ofertyDoUsuniecia: number[];
  komentarz: string;
  zalaczniki: { id: number | null; nazwa: string; fileId: number; jestProtokolem: boolean }[];
};

/** POST settles a closed announcement, PUT changes the settlement of a resolved one (spec 2 section 4.4). */
export function publishSettlement(announcementId: number, body: SettlementBody, change: boolean) {
  return api<{ ogloszenie: { id: number }; resolvedAt: string }>(
    `/api/announcements/${announcementId}/resolve`,
    { method: change ? 'PUT' : 'POST', body },
  );
}

/** An offer received by another channel: the offer set's body with the bidder's data. */
export type ExternalOfferBody = OfferSetBody & { danePodmiotu: SubjectBody };

/**
 * A new external offer goes by the announcement's submit path, an edited one by its own (spec 2
 * section 7).
 */
export function saveExternalOffer(offerSetId: number | null, body: ExternalOfferBody) {
  const path =
    offerSetId === null
      ? `/api/offerset/announcement/${body.announcement}/submit`
      : `/api/offerset/external/${offerSetId}`;
  return api<{ offerSet: OfferSet }>(path, { method: 'PUT', body }).then((a) => a.offerSet);
}
