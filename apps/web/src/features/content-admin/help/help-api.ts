import type { helpInputSchema } from '@bk/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import type { HelpArticle, HelpEntry, WithRich } from '../../../lib/site-content.ts';
import { CONTENT_ADMIN_KEY } from '../content-admin-types.ts';

/** The help administration's calls (spec 3 section 7 'Content administration'). */

export const helpKey = [CONTENT_ADMIN_KEY, 'help'] as const;
export const helpListKey = (kind: HelpListKind) => [...helpKey, 'list', kind] as const;
export const helpDictionariesKey = [...helpKey, 'dictionaries'] as const;
export const helpItemKey = (id: number) => [...helpKey, 'item', id] as const;

/** A 403 of any of these calls drops the 'help' flag (the route then shows the not-permitted view). */
const permission = 'help' as const;

export type HelpListKind = 'general' | 'screen';

export type HelpLink = { id: number; slug: string; naglowek: string };

/** GET /api/admin/help/dictionaries: the screens (with the help pinned to each) and every help. */
export type HelpDictionaries = {
  screens: { key: string; nazwa: string; helpId: number | null }[];
  pomoce: HelpEntry[];
};

/** GET /api/help/{id}/related: what stops a removal. */
export type HelpBlockers = { children: HelpLink[]; powiazaneDlaObecnego: HelpLink[] };

/** The body of POST / PUT /api/admin/help (client names, mapped to wire names by `api`). */
export type HelpBody = WithRich<z.output<typeof helpInputSchema>>;

export const HELP_LIST_PATH = '/zarzadzanie-trescia/pomoc';
export const HELP_NEW_PATH = `${HELP_LIST_PATH}/nowa`;
export const HELP_SCREEN_TAB_PATH = `${HELP_LIST_PATH}?typ=ekranowa`;
export const helpAdminPath = (h: { id: number; slug: string }) => `${HELP_LIST_PATH}/${h.id}-${h.slug}`;
export const helpEditPath = (h: { id: number; slug: string }) => `${helpAdminPath(h)}/edytuj`;

/** GET /api/admin/help (general, as a flat list of the tree) or ?type=screen_assigned (screen helps). */
export function useHelpList(kind: HelpListKind) {
  return useQuery({
    queryKey: helpListKey(kind),
    queryFn: ({ signal }) =>
      api<{ pomoce: HelpEntry[] }>('/api/admin/help', {
        signal,
        permission,
        query: kind === 'screen' ? { type: 'screen_assigned' } : undefined,
      }).then((a) => a.pomoce),
    refetchOnMount: 'always',
  });
}

export function useHelpDictionaries() {
  return useQuery({
    queryKey: helpDictionariesKey,
    queryFn: ({ signal }) => api<HelpDictionaries>('/api/admin/help/dictionaries', { signal, permission }),
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/help/{id}. */
export function useHelpItem(id: number) {
  return useQuery({
    queryKey: helpItemKey(id),
    queryFn: ({ signal }) =>
      api<{ pomoc: HelpArticle }>(`/api/admin/help/${id}`, { signal, permission }).then((a) => a.pomoc),
    refetchOnMount: 'always',
    retry: false,
  });
}

export function saveHelp(id: number | null, body: HelpBody) {
  return api<{ pomoc: { id: number; slug: string } }>(
    id === null ? '/api/admin/help' : `/api/admin/help/${id}`,
    { method: id === null ? 'POST' : 'PUT', body, permission },
  ).then((a) => a.pomoc);
}

export function fetchHelpBlockers(id: number) {
  return api<HelpBlockers>(`/api/help/${id}/related`, { permission });
}

export function removeHelp(id: number) {
  return api<{ id: number }>(`/api/admin/help/${id}`, { method: 'DELETE', permission });
}
