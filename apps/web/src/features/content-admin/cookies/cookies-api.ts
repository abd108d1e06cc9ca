import { useQuery } from '@tanstack/react-query';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { api } from '../../../lib/api.ts';
import { CONTENT_ADMIN_KEY, type Cookies } from '../content-admin-types.ts';

/** The cookie notice's administration address (spec 3 section 2.5). */
export const COOKIES_PATH = '/zarzadzanie-trescia/ciasteczka';
export const COOKIES_KEY = [CONTENT_ADMIN_KEY, 'cookies'] as const;

const permission = 'generalContentCookiesRegulation' as const;

export type CookiesBody = { tresc: RichValue };

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
