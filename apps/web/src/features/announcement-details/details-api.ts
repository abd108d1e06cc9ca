import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refetchUnlessCarried, userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { AdminPermissions, AnnouncementView, Status, VersionList, ViewMode } from './details-types.ts';
import { positiveId, viewPath } from './view-path.ts';

/** The root of every query key of this page (all of them depend on who is signed in). */
export const DETAILS_KEY = 'announcement-details';

/**
 * GET /api/announcements/{id} (or its draft or a version). Keyed by the signed-in user, so a change
 * of user loads it again; fetched again on every visit, so the browser's back button shows fresh data.
 */
export function useAnnouncementView(id: number, mode: ViewMode) {
  const session = useSession();
  return useQuery({
    ...announcementViewQuery(session.user?.id, id, mode),
    enabled: session.status !== 'loading',
    refetchOnMount: refetchUnlessCarried,
  });
}

function announcementViewQuery(userId: number | undefined, id: number, mode: ViewMode) {
  return queryOptions({
    queryKey: userQueryKey(userId, DETAILS_KEY, id, mode),
    queryFn: ({ signal }) => api<AnnouncementView>(viewPath(id, mode), { signal }),
  });
}

/** The current announcement of /ogloszenia/{id}, for an anonymous visitor (lib/server-data.ts). */
export function prefetchAnnouncement(client: QueryClient, rawId: string | undefined): Promise<void> {
  const id = positiveId(rawId);
  if (id === null) return Promise.resolve();
  return client.prefetchQuery(announcementViewQuery(undefined, id, { kind: 'current' }));
}

/** GET /api/announcements/{id}/versions, while the version dialog is open. */
export function useVersions(id: number) {
  const session = useSession();
  return useQuery({
    queryKey: userQueryKey(session.user?.id, DETAILS_KEY, id, 'versions'),
    queryFn: ({ signal }) => api<VersionList>(`/api/announcements/${id}/versions`, { signal }),
    refetchOnMount: refetchUnlessCarried,
  });
}

/** GET /api/admin/permissions_ads_projects_enrollments/ad/{id}: the lock panel's buttons. */
export function useAdminPermissions(id: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: userQueryKey(session.user?.id, DETAILS_KEY, id, 'admin-permissions'),
    queryFn: ({ signal }) =>
      api<AdminPermissions>(`/api/admin/permissions_ads_projects_enrollments/ad/${id}`, { signal }),
    enabled: enabled && session.status === 'authenticated',
  });
}

export function clearNewMark(id: number) {
  return api<{ id: number }>(`/api/badge/advertisement/${id}`, { method: 'DELETE' });
}

export function setLock(id: number, lock: boolean) {
  return api<{ ogloszenie: { id: number; status: Status } }>(
    `/api/admin/announcements/${id}/${lock ? 'lock' : 'unlock'}`,
    { method: 'PUT' },
  );
}

/** POST /api/announcements/{id}/deadline-extension (decision 0053): the new deadline and the reason. */
export function extendDeadline(id: number, body: { terminOfert: string; reason: string }) {
  return api<{ id: number; versionId: number; versionNo: number }>(
    `/api/announcements/${id}/deadline-extension`,
    { method: 'POST', body },
  );
}
