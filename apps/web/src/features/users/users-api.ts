import type { userBlockSchema, usersListSchema } from '@bk/contracts/users/admin-users';
import type { profileSchema } from '@bk/contracts/users/profile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { type UsersListState, usersApiQuery } from './users-params.ts';

/** GET /api/admin/users with client names (usersListSchema renamed as `toPolish` renames it). */
export type UsersList = Polish<z.output<typeof usersListSchema>>;
export type UserListItem = UsersList['users'][number];
/** GET /api/users/{id}: the profile of a user (profileSchema's user, client names). */
export type AdminUser = Polish<z.output<typeof profileSchema>>['user'];
/** PUT /api/users/{id}: `{ id, kontoZablokowane, dataZablokowaniaKonta }`. */
export type UserBlock = Polish<z.output<typeof userBlockSchema>>;

/** The key of every user-administration query of the signed-in user (list pages and users). */
export function useUsersKey() {
  const { user } = useSession();
  return userQueryKey(user?.id, 'admin-users');
}

/** The user list (previewListUsers: a 403 removes the flag); not called while `enabled` is false. */
export function useUsersList(state: UsersListState, enabled: boolean) {
  const key = useUsersKey();
  const query = usersApiQuery(state);
  return useQuery({
    queryKey: [...key, 'list', query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<UsersList>('/api/admin/users', {
        signal,
        query,
        permission: 'usersAndPermissionsPreviewListUsers',
      }),
  });
}

export function useAdminUserKey(id: number) {
  return [...useUsersKey(), 'user', id] as const;
}

/** One user's data (another user's profile needs previewListUsers: a 403 removes the flag). */
export function useAdminUser(id: number) {
  const key = useAdminUserKey(id);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<{ user: AdminUser }>(`/api/users/${id}`, {
        signal,
        permission: 'usersAndPermissionsPreviewListUsers',
      }).then((answer) => answer.user),
  });
}

/** Blocks or unblocks the account (blockingUsers: a 403 removes the flag). Sent as `{ blocked }`. */
export function saveBlocking(id: number, kontoZablokowane: boolean) {
  return api<UserBlock>(`/api/users/${id}`, {
    method: 'PUT',
    body: { kontoZablokowane },
    permission: 'blockingUsers',
  });
}
