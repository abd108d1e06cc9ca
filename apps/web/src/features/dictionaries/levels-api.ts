import type { adminLevelListSchema, LevelKind } from '@bk/contracts/dictionaries/levels';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { adminListPath } from './levels-config.ts';

/** An administrator's list of one level with client names (adminLevelListSchema renamed). */
export type AdminLevelList = Polish<z.output<typeof adminLevelListSchema>>;
export type AdminLevelItem = AdminLevelList['items'][number];

export function adminLevelsKey(kind: LevelKind, parentId: number | null) {
  return ['dictionary-admin', kind, parentId] as const;
}

/** Every list of one level (what its writes refresh). */
export function adminLevelListsKey(kind: LevelKind) {
  return ['dictionary-admin', kind] as const;
}

export function useAdminLevels(kind: LevelKind, parentId: number | null) {
  return useQuery({
    queryKey: adminLevelsKey(kind, parentId),
    queryFn: ({ signal }) =>
      api<AdminLevelList>(adminListPath(kind, parentId), { signal, permission: 'previewDictionaries' }),
  });
}

export function createLevel(kind: LevelKind, body: { kod: string; nazwa: string; parentId: number }) {
  return api<{ id: number }>(`/api/admin/dictionaries_${kind}`, {
    method: 'POST',
    body,
    permission: 'editingDictionaries',
  });
}

export function renameLevel(kind: LevelKind, id: number, nazwa: string) {
  return api<{ id: number }>(`/api/admin/dictionaries_${kind}/${id}`, {
    method: 'PUT',
    body: { nazwa },
    permission: 'editingDictionaries',
  });
}

export function deleteLevel(kind: LevelKind, id: number) {
  return api<{ id: number }>(`/api/admin/dictionaries_${kind}/${id}`, {
    method: 'DELETE',
    permission: 'editingDictionaries',
  });
}
