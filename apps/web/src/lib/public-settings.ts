import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

export const publicSettingsQueryKey = ['public-settings'] as const;

/**
 * The server's public configuration (archive search address, support mailboxes), read once per visit
 * into the query cache; undefined until it comes (and when it cannot be read). Uses the client's
 * fetchQuery rather than useQuery, so the home page's first chunk stays small.
 */
export function usePublicSettings(): PublicSettings | undefined {
  const client = useQueryClient();
  const [settings, setSettings] = useState(() => client.getQueryData<PublicSettings>(publicSettingsQueryKey));
  useEffect(() => {
    if (settings) return;
    let live = true;
    client
      .fetchQuery({
        queryKey: publicSettingsQueryKey,
        queryFn: ({ signal }) => api<PublicSettings>('/api/settings/public', { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      })
      .then((answer) => {
        if (live) setSettings(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, settings]);
  return settings;
}
