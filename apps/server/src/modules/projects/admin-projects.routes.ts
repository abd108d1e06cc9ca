import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
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
import { requireAuth } from '../../plugins/auth.ts';
import { listAdminProjects, renameAdminProject } from './admin-projects.service.ts';
import type { ProjectDeps } from './projects.service.ts';

const tags = ['projects'];

/** The administration of projects and enrolments (spec 3 sections 2.7 and 7). */
export async function adminProjectsRoutes(app: FastifyInstance, deps: ProjectDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/project_enrollment',
    {
      schema: {
        tags,
        summary:
          "Projects and enrolments in the administrator's scope (projectsEnrollmentsAdministration), 20 a page",
        querystring: adminProjectsQuerySchema,
        response: { 200: okEnvelopeSchema(adminProjectsSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await listAdminProjects(deps.db, requireAuth(request).userId, request.query),
    }),
  );
  for (const type of projectTypes) {
    r.put(
      `/api/admin/${type}/:id`,
      {
        schema: {
          tags,
          summary: `Renames a${type === 'enrollment' ? 'n enrolment' : ' project'} (editData where it belongs)`,
          params: idParams,
          body: adminRenameInputSchema,
          response: { 200: okEnvelopeSchema(z.object({ [type]: adminProjectItemSchema })) },
        },
      },
      async (request) => ({
        status: 'OK' as const,
        data: await renameAdminProject(
          deps,
          requireAuth(request).userId,
          type,
          request.params.id,
          request.body.name,
        ),
      }),
    );
  }
}
