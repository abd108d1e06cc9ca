import { idParams } from '@bk/contracts/common/input';
import {
  adminProjectItemSchema,
  adminProjectsQuerySchema,
  adminProjectsSchema,
  adminRenameInputSchema,
} from '@bk/contracts/projects/admin-projects';
import { projectTypes } from '@bk/contracts/projects/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { permissionFirst, requireAuth } from '../../plugins/auth.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayEditSomeProject } from './admin-projects.policy.ts';
import { listAdminProjects, renameAdminProject } from './admin-projects.service.ts';
import type { ProjectDeps } from './projects.service.ts';

const tags = ['projects'];

/** The administration of projects and enrolments (spec 3 sections 2.7 and 7). */
export async function adminProjectsRoutes(app: FastifyInstance, deps: ProjectDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/project_enrollment',
    okRoute(
      tags,
      "Projects and enrolments in the administrator's scope (projectsEnrollmentsAdministration), 20 a page",
      adminProjectsSchema,
      { querystring: adminProjectsQuerySchema },
    ),
    async (request) => ok(await listAdminProjects(deps.db, requireAuth(request).userId, request.query)),
  );
  for (const type of projectTypes) {
    r.put(
      `/api/admin/${type}/:id`,
      {
        ...okRoute(
          tags,
          `Renames a${type === 'enrollment' ? 'n enrolment' : ' project'} (editData where it belongs)`,
          z.object({ [type]: adminProjectItemSchema }),
          { params: idParams, body: adminRenameInputSchema },
        ),
        onRequest: permissionFirst(async (userId) =>
          assertMayEditSomeProject(await permissionsOf(deps.db, userId)),
        ),
      },
      async (request) =>
        ok(
          await renameAdminProject(
            deps,
            requireAuth(request).userId,
            type,
            request.params.id,
            request.body.name,
          ),
        ),
    );
  }
}
