import type {
  auditEventsSchema,
  chainStateSchema,
  deadLetterRetrySchema,
  deadLettersSchema,
} from '@bk/contracts/audit/audit';
import type { integritySchema } from '@bk/contracts/audit/integrity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { type AuditState, auditApiQuery } from './audit-params.ts';

/** GET /api/admin/audit/events with client names (auditEventsSchema renamed as `toPolish` renames it). */
export type AuditEvents = Polish<z.output<typeof auditEventsSchema>>;
export type AuditEventItem = AuditEvents['events'][number];
/** GET /api/admin/audit/chain. */
export type ChainState = Polish<z.output<typeof chainStateSchema>>;

function useAuditKey() {
  const { user } = useSession();
  return userQueryKey(user?.id, 'audit');
}

/** A page of the log (auditLog: a 403 removes the flag, and the route shows the not-permitted page). */
export function useAuditEvents(state: AuditState) {
  const key = useAuditKey();
  const query = auditApiQuery(state);
  return useQuery({
    queryKey: [...key, 'events', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AuditEvents>('/api/admin/audit/events', { signal, query, permission: 'auditLog' }),
  });
}

/** The hash chain's state for the page header. */
export function useChainState() {
  const key = useAuditKey();
  return useQuery({
    queryKey: [...key, 'chain'],
    queryFn: ({ signal }) => api<ChainState>('/api/admin/audit/chain', { signal, permission: 'auditLog' }),
  });
}

/** GET /api/admin/audit/dead-letters: the events the log's consumers parked (decision 0045). */
export type DeadLetters = Polish<z.output<typeof deadLettersSchema>>;
export type DeadLetterItem = DeadLetters['deadLetters'][number];
/** POST /api/admin/audit/dead-letters/{id}/retry. */
export type RetryAnswer = Polish<z.output<typeof deadLetterRetrySchema>>;

export function deadLettersKey(userId: number | undefined) {
  return [...userQueryKey(userId, 'audit'), 'dead-letters'] as const;
}

export function useDeadLetters() {
  const { user } = useSession();
  return useQuery({
    queryKey: deadLettersKey(user?.id),
    queryFn: ({ signal }) =>
      api<DeadLetters>('/api/admin/audit/dead-letters', { signal, permission: 'auditLog' }),
  });
}

export function retryDeadLetter(id: number): Promise<RetryAnswer> {
  return api<RetryAnswer>(`/api/admin/audit/dead-letters/${id}/retry`, {
    method: 'POST',
    permission: 'auditLog',
  });
}

/** GET /api/admin/audit/integrity: the log's latest signed head, last verification, events left out. */
export type Integrity = Polish<z.output<typeof integritySchema>>;

export function useIntegrity() {
  const key = useAuditKey();
  return useQuery({
    queryKey: [...key, 'integrity'],
    queryFn: ({ signal }) => api<Integrity>('/api/admin/audit/integrity', { signal, permission: 'auditLog' }),
  });
}
