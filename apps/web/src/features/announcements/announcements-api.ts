import type { AdvertiserSort, advertiserListSchema } from '@bk/contracts/announcements/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';

/** 'Moje ogłoszenia' with client names: advertiserListSchema renamed as `toPolish` renames it. */
type MyList = Polish<z.output<typeof advertiserListSchema>>;
export type MyAnnouncement = MyList['ogloszenia'][number];
export type Status = MyAnnouncement['status'];

export type MyListQuery = {
  page: number;
  limit: number;
  sort: AdvertiserSort;
  title?: string;
  number?: string;
  advertiserIdentificationNumber?: string;
  status?: readonly string[];
  publicationDate?: { from?: string | null; to?: string | null };
  submissionDeadline?: { from?: string | null; to?: string | null };
};

export const myAnnouncementsKey = ['my-announcements'] as const;

export function useMyAnnouncements(query: MyListQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: userQueryKey(user?.id, ...myAnnouncementsKey, query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<MyList>('/api/announcements', {
        signal,
        query: {
          mode: 'advertiser',
          page: query.page,
          limit: query.limit,
          sort: query.sort,
          title: query.title,
          number: query.number,
          advertiser_identification_number: query.advertiserIdentificationNumber,
          status: query.status,
          publication_date: query.publicationDate,
          submission_deadline: query.submissionDeadline,
        },
      }),
  });
}

export function copyAnnouncement(id: number) {
  return api<{ ogloszenie: { id: number } }>(`/api/announcements/${id}/copy`, { method: 'POST', body: {} });
}

export function cancelAnnouncement(id: number) {
  return api<{ ogloszenie: { id: number; status: Status } }>(`/api/announcements/${id}/cancel`, {
    method: 'POST',
    body: {},
  });
}

export function deleteAnnouncement(id: number) {
  return api<{ id: number }>(`/api/announcements/${id}`, { method: 'DELETE' });
}

/** The address of an announcement's page: drafts open their draft view. */
export function detailsPath(item: { id: number; status: Status }): string {
  return item.status.nazwa === 'DRAFT' ? `/ogloszenia/${item.id}/robocza` : `/ogloszenia/${item.id}`;
}
