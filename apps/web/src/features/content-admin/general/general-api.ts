import type { generalContentInputSchema } from '@bk/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import type { GeneralContent, WithRich } from '../../../lib/site-content.ts';
import { CONTENT_ADMIN_KEY } from '../content-admin-types.ts';

/** The general contents' administration address (spec 3 section 2.5). */
export const GENERAL_PATH = '/zarzadzanie-trescia/tresci-ogolne';
export const GENERAL_KEY = [CONTENT_ADMIN_KEY, 'general'] as const;

const permission = 'generalContentCookiesRegulation' as const;

export type GeneralContentBody = WithRich<z.output<typeof generalContentInputSchema>>;

/** GET /api/admin/general-content: every placement. */
export function useGeneralContents() {
  return useQuery({
    queryKey: GENERAL_KEY,
    queryFn: ({ signal }) =>
      api<{ tresciOgolne: GeneralContent[] }>('/api/admin/general-content', { signal, permission }).then(
        (a) => a.tresciOgolne,
      ),
  });
}

/** GET /api/admin/general-content/{id}. */
export function useGeneralContent(id: number) {
  return useQuery({
    queryKey: [...GENERAL_KEY, id],
    queryFn: ({ signal }) =>
      api<{ trescOgolna: GeneralContent }>(`/api/admin/general-content/${id}`, { signal, permission }).then(
        (a) => a.trescOgolna,
      ),
  });
}

/** PUT /api/admin/general-content/{id} with the heading and the content. */
export function saveGeneralContent(id: number, body: GeneralContentBody): Promise<GeneralContent> {
  return api<{ trescOgolna: GeneralContent }>(`/api/admin/general-content/${id}`, {
    method: 'PUT',
    body,
    permission,
  }).then((a) => a.trescOgolna);
}
