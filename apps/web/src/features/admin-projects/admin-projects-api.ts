import type { adminProjectsSchema } from '@bk/contracts/projects/admin-projects';
import type { ProjectType } from '@bk/contracts/projects/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { renameFailure } from './admin-projects-errors.ts';
import { type AdminProjectsState, adminProjectsApiQuery } from './admin-projects-params.ts';

/** GET /api/admin/project_enrollment with client names (adminProjectsSchema renamed as `toPolish` renames it). */
export type AdminProjectList = Polish<z.output<typeof adminProjectsSchema>>;
export type AdminProject = AdminProjectList['objects'][number];

/** The key every page of the list shares (invalidated after a rename). */
export function adminProjectsKey(userId: number | null | undefined) {
  return userQueryKey(userId, 'admin-projects');
}

export function useAdminProjects(state: AdminProjectsState) {
  const { user } = useSession();
  const query = adminProjectsApiQuery(state);
  return useQuery({
    queryKey: [...adminProjectsKey(user?.id), query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<AdminProjectList>('/api/admin/project_enrollment', {
        signal,
        query,
        // A 403 drops the flag locally (spec 3 section 6).
        permission: 'projectsEnrollments',
      }),
  });
}

/** PUT /api/admin/project/{id} or /api/admin/enrollment/{id}: the name only (null for an unnamed enrolment). */
export async function renameProject(type: ProjectType, id: number, nazwa: string | null) {
  try {
    return await api<Partial<Record<ProjectType, AdminProject>>>(`/api/admin/${type}/${id}`, {
      method: 'PUT',
      body: { nazwa },
    });
  } catch (error) {
    throw renameFailure(error);
  }
}
