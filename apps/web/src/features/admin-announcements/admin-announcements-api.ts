import type { adminListSchema } from '@bk/contracts/announcements/admin-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { ListState } from '../../lib/list-params.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { adminApiQuery } from './admin-filters.ts';

/** GET /api/admin/announcements with client names (adminListSchema renamed as `toPolish` renames it). */
type AdminList = Polish<z.output<typeof adminListSchema>>;
export type AdminAnnouncement = AdminList['objects'][number];

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
