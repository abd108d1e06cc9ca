import type { ActivityType, LevelKind } from '@bk/contracts/dictionaries/levels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { adminListPath, type PolishParents } from './levels-config.ts';

type Person = { imie: string; nazwisko: string } | null;

export type AdminLevelItem = {
  id: number;
  kod: string | null;
  nazwa: string;
  activityTypes?: ActivityType[];
  audit: {
    ktoUtworzyl: Person;
    dataUtworzenia: string | null;
    ktoModyfikowal: Person;
    dataModyfikacji: string | null;
  };
};

export type AdminLevelList = {
  items: AdminLevelItem[];
  meta: { total: number };
  parents: PolishParents;
  canEdit: boolean;
};

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
