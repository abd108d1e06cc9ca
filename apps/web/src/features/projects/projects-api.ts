import type { ProjectType } from '@bk/contracts/projects/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LevelChoice } from '../../components/pickers/LevelPicker.tsx';
import { api } from '../../lib/api.ts';

type Person = { imie: string; nazwisko: string } | null;

/** A project or enrolment with client names (GET /api/project_enrollment; spec 3 section 3). */
export type ProjectItem = {
  id: number;
  typ: ProjectType;
  nazwa: string | null;
  calyNumer: string;
  numer: string;
  perspektywa: string;
  programOperacyjny: string;
  dataUtworzenia: string;
  dataModyfikacji: string | null;
  ktoUtworzyl: Person;
  ktoModyfikowal: Person;
  maOpublikowaneOgloszenia: boolean;
  maRoboczeOgloszenia: boolean;
  attachedAdvertisementsAmount: number;
  canEdit: boolean;
};

export type ProjectList = {
  projektyNabory: ProjectItem[];
  meta: { total: number; page: number; lastPage: number };
};

export type ProjectQuery = {
  type: 'all' | ProjectType;
  number: string;
  name: string;
  page: number;
  limit: number;
};

/** An announcement attached to a project or enrolment (GET /api/announcements/project_enrollment/{id}). */
export type AttachedAnnouncement = {
  id: number;
  numer: string | null;
  tytul: string;
  status: { id: number; nazwa: string; label: string };
  dataOpublikowania: string | null;
  terminOfert: string | null;
};

/** The body of POST /api/project and /api/enrollment, with client names (projectInputSchema). */
export type ProjectBody = LevelChoice & {
  nazwa: string | null;
  numerInstytucji: string | null;
  numer: string;
};

export const projectsKey = ['projects'] as const;

export function useProjects(query: ProjectQuery) {
  return useQuery({
    queryKey: [...projectsKey, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<ProjectList>('/api/project_enrollment', { signal, query }),
  });
}

export function useAttachedAnnouncements(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...projectsKey, 'announcements', id],
    enabled,
    queryFn: ({ signal }) =>
      api<{ announcements: AttachedAnnouncement[] }>(`/api/announcements/project_enrollment/${id}`, {
        signal,
      }).then((answer) => answer.announcements),
  });
}

const paths: Record<ProjectType, string> = { project: '/api/project', enrollment: '/api/enrollment' };

export function createProject(type: ProjectType, body: ProjectBody) {
  return api<{ id: number; calyNumer: string }>(paths[type], { method: 'POST', body });
}

export function deleteProject(item: ProjectItem) {
  return api<unknown>(`${paths[item.typ]}/${item.id}`, { method: 'DELETE' });
}
