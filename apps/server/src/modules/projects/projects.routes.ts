import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import {
  attachedAnnouncementSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectTypes,
} from '@bk/contracts/projects/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import {
  createProject,
  listAttachedAnnouncements,
  listOwnProjects,
  type ProjectDeps,
  removeProject,
} from './projects.service.ts';

const tags = ['projects'];

/** The advertiser's projects and enrolments (spec 3 sections 2.8 and 7). */
export async function projectsRoutes(app: FastifyInstance, deps: ProjectDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/project_enrollment',
    {
      schema: {
        tags,
        summary: 'The signed-in advertiser own projects and enrolments',
        querystring: projectListQuerySchema,
        response: { 200: okEnvelopeSchema(projectListSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await listOwnProjects(deps.db, auth.userId, request.query) };
    },
  );

  r.get(
    '/api/announcements/project_enrollment/:id',
    {
      schema: {
        tags,
        summary: 'Announcements attached to an own project or enrolment',
        params: idParams,
        response: { 200: okEnvelopeSchema(z.object({ announcements: z.array(attachedAnnouncementSchema) })) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await listAttachedAnnouncements(deps.db, auth.userId, request.params.id);
      return { status: 'OK' as const, data };
    },
  );

  for (const type of projectTypes) {
    r.post(
      `/api/${type}`,
      {
        schema: {
          tags,
          summary: `Adds a ${type}`,
          body: projectInputSchema,
          response: { 200: okEnvelopeSchema(z.object({ id: z.number(), full_number: z.string() })) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return { status: 'OK' as const, data: await createProject(deps, auth.userId, type, request.body) };
      },
    );
    r.delete(
      `/api/${type}/:id`,
      {
        schema: {
          tags,
          summary: `Removes a ${type} without published announcements`,
          params: idParams,
          response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return {
          status: 'OK' as const,
          data: await removeProject(deps, auth.userId, type, request.params.id),
        };
      },
    );
  }
}
