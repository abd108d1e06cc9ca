import type { cookiesInputSchema } from '@bk/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import type { Cookies, WithRich } from '../../../lib/site-content.ts';
import { CONTENT_ADMIN_KEY } from '../content-admin-types.ts';

/** The cookie notice's administration address (spec 3 section 2.5). */
export const COOKIES_PATH = '/zarzadzanie-trescia/ciasteczka';
export const COOKIES_KEY = [CONTENT_ADMIN_KEY, 'cookies'] as const;

const permission = 'generalContentCookiesRegulation' as const;

export type CookiesBody = WithRich<z.output<typeof cookiesInputSchema>>;

/** GET /api/admin/cookies: the notice with its audit data, null before the first save. */
export function useAdminCookies() {
  return useQuery({
    queryKey: COOKIES_KEY,
    queryFn: ({ signal }) =>
      api<{ cookies: Cookies | null }>('/api/admin/cookies', { signal, permission }).then((a) => a.cookies),
  });
}

/** POST (the first save) or PUT (later ones) /api/admin/cookies: each save publishes the notice anew. */
export function saveCookies(body: CookiesBody, mode: 'new' | 'edit'): Promise<Cookies | null> {
  return api<{ cookies: Cookies | null }>('/api/admin/cookies', {
    method: mode === 'new' ? 'POST' : 'PUT',
    body,
    permission,
  }).then((a) => a.cookies);
}
