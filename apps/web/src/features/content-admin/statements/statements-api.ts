import { useQuery } from '@tanstack/react-query';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { api } from '../../../lib/api.ts';
import { CONTENT_ADMIN_KEY, type Statement } from '../content-admin-types.ts';

export const statementsKey = [CONTENT_ADMIN_KEY, 'statements'] as const;
const permission = 'statements' as const;

/** GET /api/admin/statements: every statement, newest first. */
export function useAdminStatements() {
  return useQuery({
    queryKey: statementsKey,
    queryFn: ({ signal }) =>
      api<{ komunikaty: Statement[] }>('/api/admin/statements', { signal, permission }).then(
        (a) => a.komunikaty,
      ),
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/statements/{id}?context=admin_panel. */
export function useAdminStatement(id: number) {
  return useQuery({
    queryKey: [...statementsKey, id],
    queryFn: ({ signal }) =>
      api<{ komunikat: Statement }>(`/api/admin/statements/${id}`, {
        signal,
        permission,
        query: { context: 'admin_panel' },
      }).then((a) => a.komunikat),
    refetchOnMount: 'always',
    retry: false,
  });
}

export type StatementBody = {
  naglowek: string;
  tresc: RichValue;
  czyAktywny: boolean;
  czyZoltyPasek: boolean;
  czyBezterminowy: boolean;
  dataWaznosci: string | null;
};

export function saveStatement(id: number | null, body: StatementBody) {
  return api<{ komunikat: Statement }>(
    id === null ? '/api/admin/statements' : `/api/admin/statements/${id}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body,
      permission,
    },
  ).then((a) => a.komunikat);
}

export const adminStatementPath = (s: { id: number; slug: string }) =>
  `/zarzadzanie-trescia/komunikaty/${s.id}-${s.slug}`;
