import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ListState } from '../../lib/list-params.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { adminApiQuery } from './admin-filters.ts';

export type Status = { id: number; nazwa: string; label: string };

/** An item of GET /api/admin/announcements (adminListItemSchema) with client names. */
export type AdminAnnouncement = {
  ogloszenie: {
    id: number;
    numer: string | null;
    status: Status;
    ktoUtworzyl: { id: number; imie: string; nazwisko: string; email: string; identyfikator: string };
    dataOpublikowania: string | null;
    scheduled: boolean;
  };
  tytul: string;
  dataOpublikowania: string | null;
  lastChangeAt: string | null;
  terminOfert: string | null;
  projekty: number[];
};

type AdminList = { objects: AdminAnnouncement[]; total: number; hasNext: boolean; hasPrev: boolean };

export function useAdminAnnouncements(state: ListState) {
  const { user } = useSession();
  const query = adminApiQuery(state);
  return useQuery({
    queryKey: userQueryKey(user?.id, 'admin-announcements', query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AdminList>('/api/admin/announcements', { signal, query, permission: 'advertisements' }),
  });
}

type Dictionaries = {
  countries: { kod: string; nazwa: string }[];
  terytData: { voivodeships: { kod: string; nazwa: string }[] };
};

const collator = new Intl.Collator('pl');

/** Countries and voivodeships for the subject's address filters (GET /api/dictionaries). */
export function useAddressDictionaries() {
  return useQuery({
    queryKey: ['form-dictionaries', 'address-filters'],
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api<Dictionaries>('/api/dictionaries', { signal });
      return {
        countries: [...answer.countries].sort((a, b) => collator.compare(a.nazwa, b.nazwa)),
        voivodeships: [...answer.terytData.voivodeships].sort((a, b) => collator.compare(a.nazwa, b.nazwa)),
      };
    },
  });
}
