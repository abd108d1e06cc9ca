import {
  type AdminArea,
  type areaPackageSchema,
  type areaPackagesSchema,
  areaPaths,
  type foundUserSchema,
  type historySchema,
  LEVELS_PATH,
  type levelPackageSchema,
  type levelPackagesSchema,
  type levelUsersSchema,
  type listTypes,
  PERMISSIONS_PAGE_SIZE,
  type savedPackageSchema,
} from '@bk/contracts/users/permissions-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import type { Polish } from '../../../lib/polish.ts';
import { userQueryKey } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { type AreaBody, type GrantContext, type LevelBody, managementClientFlag } from './grant-state.ts';

/**
 * The permission calls (spec 3 section 7) with client names. Query parameters go out as given, so they
 * carry the wire names (level_id, added_at_from); bodies are mapped by `api()` (levelId -> level_id).
 */

export type AreaPackage = Polish<z.output<typeof areaPackageSchema>>;
export type LevelPackage = Polish<z.output<typeof levelPackageSchema>>;
type AreaPackages = Polish<z.output<typeof areaPackagesSchema>>;
type LevelPackages = Polish<z.output<typeof levelPackagesSchema>>;
export type HistoryPage = Polish<z.output<typeof historySchema>>;
export type LevelUsersPage = Polish<z.output<typeof levelUsersSchema>>;
/** direct: holders of a package exactly at the level; inherited: holders of one above it. */
export type ListType = (typeof listTypes)[number];
export type FoundUser = Polish<z.output<typeof foundUserSchema>>['user'];
type Saved = Polish<z.output<typeof savedPackageSchema>>;

/** The history's filters as typed (dates yyyy-MM-dd, '' for none). */
export type HistoryFilters = { od: string; do: string; email: string };
export const emptyHistoryFilters: HistoryFilters = { od: '', do: '', email: '' };

/** Reading someone else's permissions depends on this flag; a 403 removes it (own ones: none). */
const PREVIEW_FLAG = 'usersAndPermissionsPreviewListUsersAuthorized';

/** Every permission query of the signed-in viewer (what a save or a removal refreshes). */
export function usePermissionsKey() {
  const { user } = useSession();
  return userQueryKey(user?.id, 'permissions');
}

function whose(userId: number | undefined) {
  return userId ?? 'own';
}

export function useAreaPackages(userId: number | undefined, page: number) {
  const base = usePermissionsKey();
  return useQuery({
    queryKey: [...base, 'areas', whose(userId), page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AreaPackages>('/api/admin/permissions_cont_dict_users', {
        signal,
        query: { authorized: userId, page, limit: PERMISSIONS_PAGE_SIZE },
        permission: userId === undefined ? undefined : PREVIEW_FLAG,
      }),
  });
}

export function useLevelPackages(userId: number | undefined, page: number) {
  const base = usePermissionsKey();
  return useQuery({
    queryKey: [...base, 'levels', whose(userId), page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<LevelPackages>(`/api/admin/${LEVELS_PATH}`, {
        signal,
        query: { authorized: userId, page, limit: PERMISSIONS_PAGE_SIZE },
        permission: userId === undefined ? undefined : PREVIEW_FLAG,
      }),
  });
}

/** The history's query with the wire names (blank filters are left out by the query builder). */
export function historyQuery(userId: number | undefined, filters: HistoryFilters, page: number) {
  return {
    authorized: userId,
    page,
    limit: PERMISSIONS_PAGE_SIZE,
    added_at_from: filters.od,
    added_at_to: filters.do,
    added_by_email: filters.email.trim(),
  };
}

export function useHistory(userId: number | undefined, filters: HistoryFilters, page: number) {
  const base = usePermissionsKey();
  const query = historyQuery(userId, filters, page);
  return useQuery({
    queryKey: [...base, 'history', whose(userId), query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<HistoryPage>('/api/admin/permissions_history', {
        signal,
        query,
        permission: userId === undefined ? undefined : PREVIEW_FLAG,
      }),
  });
}

/** The level users' query with the wire names. */
export function levelUsersQuery(levelId: number, listType: ListType, page: number) {
  return { level_id: levelId, list_type: listType, page, limit: PERMISSIONS_PAGE_SIZE };
}

/** Who holds a package at a level (direct) or above it (inherited); always about other users. */
export function useLevelUsers(levelId: number, listType: ListType, page: number) {
  const base = usePermissionsKey();
  const query = levelUsersQuery(levelId, listType, page);
  return useQuery({
    queryKey: [...base, 'level-users', levelId, listType, page],
    // Another page of the same list keeps the rows on screen meanwhile; the other list does not (its
    // rows would pass for the new list's).
    placeholderData: (previous: LevelUsersPage | undefined, previousQuery) =>
      previousQuery?.queryKey[base.length + 1] === levelId &&
      previousQuery.queryKey[base.length + 2] === listType
        ? previous
        : undefined,
    queryFn: ({ signal }) =>
      api<LevelUsersPage>(`/api/admin/${LEVELS_PATH}/users`, { signal, query, permission: PREVIEW_FLAG }),
  });
}

export function saveAreaPackage(area: AdminArea, body: AreaBody, editing: boolean) {
  return api<Saved>(`/api/admin/${areaPaths[area]}`, {
    method: editing ? 'PUT' : 'POST',
    body,
    permission: managementClientFlag[area],
  });
}

export function saveLevelPackage(body: LevelBody, editing: boolean) {
  return api<Saved>(`/api/admin/${LEVELS_PATH}`, {
    method: editing ? 'PUT' : 'POST',
    body,
    permission: managementClientFlag.levels,
  });
}

export function loadAreaPackage(area: AdminArea, userId: number) {
  return api<AreaPackage>(`/api/admin/${areaPaths[area]}/package`, {
    query: { authorized: userId },
    permission: managementClientFlag[area],
  });
}

export function loadLevelPackage(userId: number, levelId: number | null) {
  return api<LevelPackage>(`/api/admin/${LEVELS_PATH}/package`, {
    query: { authorized: userId, level_id: levelId },
    permission: managementClientFlag.levels,
  });
}

export function deleteAreaPackage(area: AdminArea, userId: number) {
  return api<unknown>(`/api/admin/${areaPaths[area]}`, {
    method: 'DELETE',
    query: { authorized: userId },
    permission: managementClientFlag[area],
  });
}

export function deleteLevelPackage(userId: number, levelId: number | null) {
  return api<unknown>(`/api/admin/${LEVELS_PATH}`, {
    method: 'DELETE',
    query: { authorized: userId, level_id: levelId },
    permission: managementClientFlag.levels,
  });
}

/** GET find-user; a 403 of the levels' context removes its flag here, the caller handles the rest. */
export async function findUser(context: GrantContext, email: string, identifier: string) {
  const answer = await api<{ user: FoundUser }>('/api/admin/permissions/find-user', {
    query: { context, email: email.trim(), identifier: identifier.trim() },
    permission: context === 'levels' ? managementClientFlag.levels : undefined,
  });
  return answer.user;
}
