import type { auditEventsSchema, chainStateSchema } from '@bk/contracts/audit/audit';
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
