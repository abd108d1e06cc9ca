import type {
  cookiesSchema,
  helpArticleSchema,
  helpEntrySchema,
  statementSchema,
  termsSchema,
} from '@bk/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RichContentValue } from '../../components/rich-content/RichContentView.tsx';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';

/** A content answer with client names, its rich text typed as the renderer takes it. */
type WithRich<T> = Omit<Polish<T>, 'tresc'> & { tresc: RichContentValue };

export type HelpEntry = Polish<z.output<typeof helpEntrySchema>>;
export type HelpArticle = WithRich<z.output<typeof helpArticleSchema>>;
export type Terms = WithRich<z.output<typeof termsSchema>>;
export type Cookies = WithRich<z.output<typeof cookiesSchema>>;
export type Statement = WithRich<z.output<typeof statementSchema>>;

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

/** '12-jak-zlozyc-oferte' -> 12 (null when the address does not start with a number). */
export function idOfSlugPath(value: string | undefined): number | null {
  const m = /^(\d{1,12})(?:-|$)/.exec(value ?? '');
  return m ? Number(m[1]) : null;
}

export const statementPath = (s: { id: number; slug: string }) => `/komunikaty/${s.id}-${s.slug}`;
export const helpPath = (h: { id: number; slug: string }) => `/pomoc/${h.id}-${h.slug}`;
