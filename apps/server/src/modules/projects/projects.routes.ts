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
import { ok, okRoute } from '../../lib/ok-route.ts';
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
    okRoute(tags, 'The signed-in advertiser own projects and enrolments', projectListSchema, {
      querystring: projectListQuerySchema,
    }),
    async (request) => ok(await listOwnProjects(deps.db, requireAuth(request).userId, request.query)),
  );

  // The former address (/api/announcements/project_enrollment/{id}) stays, out of the description:
  // it and /api/announcements/{id}/... could name one path (decision 0042).
  for (const [url, hide] of [
    ['/api/project_enrollment/:id/announcements', false],
    ['/api/announcements/project_enrollment/:id', true],
  ] as const)
    r.get(
      url,
      okRoute(
        tags,
        'Announcements attached to an own project or enrolment',
        z.object({ announcements: z.array(attachedAnnouncementSchema) }),
        { params: idParams, hide },
      ),
      async (request) => {
        const auth = requireAuth(request);
        const data = await listAttachedAnnouncements(deps.db, auth.userId, request.params.id);
        return ok(data);
      },
    );

  for (const type of projectTypes) {
    r.post(
      `/api/${type}`,
      okRoute(tags, `Adds a ${type}`, z.object({ id: z.number(), full_number: z.string() }), {
        body: projectInputSchema,
      }),
      async (request) => ok(await createProject(deps, requireAuth(request).userId, type, request.body)),
    );
    r.delete(
      `/api/${type}/:id`,
      okRoute(tags, `Removes a ${type} without published announcements`, z.object({ id: z.number() }), {
        params: idParams,
      }),
      async (request) => ok(await removeProject(deps, requireAuth(request).userId, type, request.params.id)),
    );
  }
}
