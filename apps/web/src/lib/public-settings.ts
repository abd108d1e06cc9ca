import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** GET /api/settings/public with client names (publicSettingsSchema after mapping). */
export type PublicSettings = {
  archiveSearchUrl: string;
  support: {
    prefixes: { prefix: string; email: string }[];
    genericEmail: string;
    biddersEmail: string;
  };
};

/**
 * The server's public configuration (archive search address, support mailboxes), read once per visit
 * into the query cache; undefined until it comes (and when it cannot be read). A page drawn on the
 * server carries it (ssr/entry-server.tsx).
 */
export function usePublicSettings(): PublicSettings | undefined {
  return useQuery(publicSettingsQuery).data;
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: ({ signal }) => api<PublicSettings>('/api/settings/public', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});
