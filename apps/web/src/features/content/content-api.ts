import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { HelpArticle, HelpEntry, Statement, Terms } from '../../lib/site-content.ts';

export const CONTENT_KEY = 'content';
const once = { staleTime: 60_000, refetchOnWindowFocus: false } as const;

/** GET /api/help: the general helps (the table of contents). */
export function useHelpEntries() {
  return useQuery({
    queryKey: [CONTENT_KEY, 'help'],
    queryFn: ({ signal }) => api<{ pomoce: HelpEntry[] }>('/api/help', { signal }).then((a) => a.pomoce),
    ...once,
  });
}

export function useHelpArticle(id: number) {
  return useQuery({
    queryKey: [CONTENT_KEY, 'help', id],
    queryFn: ({ signal }) => api<{ pomoc: HelpArticle }>(`/api/help/${id}`, { signal }).then((a) => a.pomoc),
    ...once,
  });
}

export function useTerms() {
  return useQuery({
    queryKey: [CONTENT_KEY, 'terms'],
    queryFn: ({ signal }) =>
      api<{ regulamin: Terms }>('/api/regulations', { signal }).then((a) => a.regulamin),
    ...once,
  });
}

export function useStatements() {
  return useQuery({
    queryKey: [CONTENT_KEY, 'statements'],
    queryFn: ({ signal }) =>
      api<{ komunikaty: Statement[] }>('/api/statements', { signal }).then((a) => a.komunikaty),
    ...once,
  });
}

export function useStatement(id: number) {
  return useQuery({
    queryKey: [CONTENT_KEY, 'statement', id],
    queryFn: ({ signal }) =>
      api<{ komunikat: Statement }>(`/api/statements/${id}`, { signal }).then((a) => a.komunikat),
    ...once,
  });
}

export const statementPath = (s: { id: number; slug: string }) => `/komunikaty/${s.id}-${s.slug}`;
export const helpPath = (h: { id: number; slug: string }) => `/pomoc/${h.id}-${h.slug}`;
