import type {
  attachedAnnouncementSchema,
  ProjectType,
  projectListSchema,
} from '@bk/contracts/projects/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LevelChoice } from '../../components/pickers/LevelPicker.tsx';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';

/** The list of projects and enrolments with client names (projectListSchema renamed; spec 3 section 3). */
export type ProjectList = Polish<z.output<typeof projectListSchema>>;
/** A project or enrolment (GET /api/project_enrollment). */
export type ProjectItem = ProjectList['projektyNabory'][number];

export type ProjectQuery = {
  type: 'all' | ProjectType;
  number: string;
  name: string;
  page: number;
  limit: number;
};

/** An announcement attached to a project or enrolment (GET /api/project_enrollment/{id}/announcements). */
export type AttachedAnnouncement = Polish<z.output<typeof attachedAnnouncementSchema>>;

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
      api<{ announcements: AttachedAnnouncement[] }>(`/api/project_enrollment/${id}/announcements`, {
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
