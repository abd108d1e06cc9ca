import type { termsInputSchema } from '@bk/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import type { Terms, WithRich } from '../../../lib/site-content.ts';
import { CONTENT_ADMIN_KEY } from '../content-admin-types.ts';

/** The terms administration's address (spec 3 section 2.5). */
export const TERMS_PATH = '/zarzadzanie-trescia/regulaminy';
export const TERMS_KEY = [CONTENT_ADMIN_KEY, 'terms'] as const;

const permission = 'generalContentCookiesRegulation' as const;

/**
 * The terms change by date, and a save may turn the version for publication into the current one: the
 * answers are not kept once no page shows them, so every page asks the server again.
 */
const fresh = { gcTime: 0 } as const;

export type TermsVersion = 'current' | 'pending';
export type TermsDetails = { aktualnyIstnieje: boolean; doPublikacjiIstnieje: boolean };
export type TermsBody = WithRich<z.output<typeof termsInputSchema>>;
/** The answer of a save: the version's publication instant and whether it is in force at once. */
export type TermsSaved = { dataOpublikowania: string; current: boolean };

/** GET /api/admin/regulations/details: which versions exist. */
export function useTermsDetails(enabled = true) {
  return useQuery({
    queryKey: [...TERMS_KEY, 'details'],
    queryFn: ({ signal }) => api<TermsDetails>('/api/admin/regulations/details', { signal, permission }),
    enabled,
    ...fresh,
  });
}

/** GET /api/admin/regulations?version=current|pending. */
export function useTermsVersion(version: TermsVersion) {
  return useQuery({
    queryKey: [...TERMS_KEY, version],
    queryFn: ({ signal }) =>
      api<{ regulamin: Terms }>('/api/admin/regulations', { signal, permission, query: { version } }).then(
        (a) => a.regulamin,
      ),
    ...fresh,
  });
}

/** POST (the very first terms) or PUT (the version for publication) /api/admin/regulations. */
export function saveTerms(body: TermsBody, mode: 'create' | 'change'): Promise<TermsSaved> {
  return api<TermsSaved>('/api/admin/regulations', {
    method: mode === 'create' ? 'POST' : 'PUT',
    body,
    permission,
  });
}

/** DELETE /api/admin/regulations: removes the version waiting for publication. */
export function removePendingTerms(): Promise<{ id: number }> {
  return api<{ id: number }>('/api/admin/regulations', { method: 'DELETE', permission });
}
