import type { statementInputSchema } from '@bk/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Statement, WithRich } from '../../../lib/site-content.ts';
import { CONTENT_ADMIN_KEY } from '../content-admin-types.ts';

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

/** POST / PUT /api/admin/statements: the contract's input with client names, the content as the editor keeps it. */
export type StatementBody = WithRich<z.output<typeof statementInputSchema>>;

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

export const STATEMENTS_PATH = '/zarzadzanie-trescia/komunikaty';
/** The breadcrumb of the list. */
export const STATEMENTS_LIST = { to: STATEMENTS_PATH, label: 'Komunikaty' };

export const adminStatementPath = (s: { id: number; slug: string }) => `${STATEMENTS_PATH}/${s.id}-${s.slug}`;

export const yesNo = (value: boolean) => (value ? 'tak' : 'nie');

/** 'Ważny do': the last day, or 'bezterminowo'. */
export const validUntil = (s: Pick<Statement, 'czyBezterminowy' | 'dataWaznosci'>) =>
  s.czyBezterminowy ? 'bezterminowo' : formatDate(s.dataWaznosci);
