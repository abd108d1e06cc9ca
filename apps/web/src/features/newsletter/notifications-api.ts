import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { NotificationSettings } from './newsletter-types.ts';

export const NOTIFICATIONS_KEY = 'notification-settings';

export function useNotificationsKey() {
  const { user } = useSession();
  return userQueryKey(user?.id, NOTIFICATIONS_KEY);
}

/** GET /api/notifications: the master switch and the per-type switches by group. */
export function useNotificationSettings() {
  const key = useNotificationsKey();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<NotificationSettings>('/api/notifications', { signal }),
  });
}

/** PUT /api/notifications/{type}: one switch ('NOTIFICATIONS' is the master); answers every setting. */
export function setNotification(type: string, enabled: boolean) {
  return api<NotificationSettings>(`/api/notifications/${encodeURIComponent(type)}`, {
    method: 'PUT',
    body: { enabled },
  });
}

/** POST /api/notifications/opt-out/{token}: no login needed; a wrong or used token is refused (404/422). */
export function optOut(token: string) {
  return api<Record<string, never>>(`/api/notifications/opt-out/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
  });
}
