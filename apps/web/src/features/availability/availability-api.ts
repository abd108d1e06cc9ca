import type {
  adminOutagesSchema,
  declaredOutageSchema,
  StatusView,
} from '@bk/contracts/availability/availability';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';

export type Status = Polish<StatusView>;

/** GET /api/status: the last 90 days' samples and the declared failures (issue 50). */
export function useStatus() {
  return useQuery({
    queryKey: ['status'],
    queryFn: ({ signal }) => api<Status>('/api/status', { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

export type AdminOutages = Polish<z.output<typeof adminOutagesSchema>>;
export type DeclaredOutage = Polish<z.output<typeof declaredOutageSchema>>;
export const OUTAGES_KEY = ['admin-outages'] as const;

/** GET /api/admin/outages: the declared failures with the announcements they touched. */
export function useAdminOutages() {
  return useQuery({
    queryKey: OUTAGES_KEY,
    queryFn: ({ signal }) => api<AdminOutages>('/api/admin/outages', { signal, permission: 'auditLog' }),
    refetchOnWindowFocus: false,
  });
}

/** POST /api/admin/outages ('yyyy-MM-ddTHH:mm' in Warsaw time, as the form's fields give them). */
export function declareOutage(input: { startedAt: string; endedAt: string; opis: string }) {
  return api<DeclaredOutage>('/api/admin/outages', { method: 'POST', body: input, permission: 'auditLog' });
}
