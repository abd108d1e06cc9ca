import type { MyOfferSort } from '@bk/contracts/offers/my-offers';
import type { offerSetInputSchema } from '@bk/contracts/offers/offers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import type { Polish } from '../../lib/polish.ts';
import { refetchUnlessCarried, userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type {
  BidderData,
  MyOffersAnswer,
  OfferAccessAnswer,
  OfferListAnswer,
  OfferSet,
  OwnOfferSetAnswer,
} from './offers-types.ts';

/** The root of this feature's query keys (all of them depend on who is signed in). */
export const OFFERS_KEY = 'offers';

const ownPath = (announcementId: number, tail = '') => `/api/offerset/announcement/${announcementId}${tail}`;

export function useOffersKey() {
  const session = useSession();
  return (...parts: readonly unknown[]) => userQueryKey(session.user?.id, OFFERS_KEY, ...parts);
}

/** GET /api/offerset/announcement/{id}: the bidder's own offer set, or none. */
export function useOwnOfferSet(announcementId: number) {
  const key = useOffersKey();
  return useQuery({
    queryKey: key('own', announcementId),
    queryFn: async ({ signal }): Promise<OwnOfferSetAnswer & { clockOffsetMs?: number }> => {
      // The server's clock against this device's, taken at the request's middle (issue 50's deadline clock).
      const sent = Date.now();
      const answer = await api<OwnOfferSetAnswer>(ownPath(announcementId), { signal });
      return { ...answer, clockOffsetMs: Date.parse(answer.serverTime) - (sent + Date.now()) / 2 };
    },
    refetchOnMount: refetchUnlessCarried,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/users/0: the bidder data the form shows (read-only). */
export function useBidderData() {
  const key = useOffersKey();
  return useQuery({
    queryKey: key('bidder-data'),
    queryFn: ({ signal }) =>
      api<{ user: { danePodmiotu: BidderData | null } }>('/api/users/0', { signal }).then(
        (answer) => answer.user.danePodmiotu,
      ),
    refetchOnMount: refetchUnlessCarried,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/offerset/announcement/{id}/list: sealed entries before closing, the offers after. */
export function useOfferList(announcementId: number) {
  const key = useOffersKey();
  return useQuery({
    queryKey: key('list', announcementId),
    queryFn: ({ signal }) => api<OfferListAnswer>(ownPath(announcementId, '/list'), { signal }),
    refetchOnMount: refetchUnlessCarried,
  });
}

/** GET /api/offerset/{id}: one offer set (the preview dialog). */
export function useOfferSet(id: number) {
  const key = useOffersKey();
  return useQuery({
    queryKey: key('one', id),
    queryFn: ({ signal }) =>
      api<{ offerSet: OfferSet }>(`/api/offerset/${id}`, { signal }).then((a) => a.offerSet),
    refetchOnMount: refetchUnlessCarried,
    refetchOnWindowFocus: false,
  });
}

export type MyOffersQuery = {
  page: number;
  limit: number;
  sort: MyOfferSort;
  title?: string;
  announcementNumber?: string;
  announcementStatus?: string;
  offerStatus?: string;
};

/** GET /api/offerset/my ('Moje oferty'). */
export function useMyOffers(query: MyOffersQuery) {
  const key = useOffersKey();
  return useQuery({
    queryKey: key('my', query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<MyOffersAnswer>('/api/offerset/my', { signal, query }),
  });
}

/** The body of the save and submit calls: offerSetInputSchema's input with client names (api() maps them back). */
export type OfferSetBody = Polish<z.input<typeof offerSetInputSchema>>;

type Saved = { offerSet: OfferSet };

export function createOfferSet(body: OfferSetBody) {
  return api<Saved>('/api/offerset', { method: 'POST', body }).then((a) => a.offerSet);
}

export function saveOfferSet(body: OfferSetBody) {
  return api<Saved>(ownPath(body.announcement), { method: 'PUT', body }).then((a) => a.offerSet);
}

export function submitOfferSet(body: OfferSetBody) {
  return api<Saved>(ownPath(body.announcement, '/submit'), { method: 'PUT', body }).then((a) => a.offerSet);
}

export function withdrawOfferSet(announcementId: number) {
  return api<Saved>(ownPath(announcementId, '/withdraw'), { method: 'PUT' }).then((a) => a.offerSet);
}

export function deleteOfferSet(announcementId: number) {
  return api<{ id: number }>(ownPath(announcementId), { method: 'DELETE' });
}

/** DELETE /api/badge/offerset/{id}: clears the 'N' mark of a sealed offer. */
export function clearOfferMark(offerSetId: number) {
  return api<{ id: number }>(`/api/badge/offerset/${offerSetId}`, { method: 'DELETE' });
}

/** GET /api/offerset/attachments/{id}.zip, saved under a name with the offer's number. */
export function downloadOfferZip(offerSetId: number) {
  return downloadFile({
    uri: `/api/offerset/attachments/${offerSetId}.zip`,
    nazwa: `oferta-${offerSetId}-zalaczniki.zip`,
  });
}

/** GET /api/announcements/{id}/offer-access: who opened the offers (after the deadline), a page of 50. */
export function useOfferAccess(announcementId: number, page: number) {
  const key = useOffersKey();
  return useQuery({
    queryKey: key('access', announcementId, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<OfferAccessAnswer>(`/api/announcements/${announcementId}/offer-access`, {
        signal,
        query: { page },
      }),
  });
}
