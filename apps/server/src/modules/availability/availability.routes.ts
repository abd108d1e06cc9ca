import {
  adminOutagesSchema,
  declaredOutageSchema,
  declareOutageSchema,
  statusSchema,
} from '@bk/contracts/availability/availability';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, permissionFirst, requireAuth } from '../../plugins/auth.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayDeclareOutage } from './availability.policy.ts';
import { declareOutage, listOutages, statusView } from './availability.service.ts';

const tags = ['availability'];

export async function availabilityRoutes(app: FastifyInstance, deps: { db: Kysely<DB>; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/status',
    openToAll(
      okRoute(
        tags,
        "The portal's availability: the last 90 days' samples and the declared failures",
        statusSchema,
        {
          security: [],
        },
      ),
    ),
    async () => ok(await statusView(deps)),
  );
  r.get(
    '/api/admin/outages',
    okRoute(tags, 'The declared failures with the announcements they touched', adminOutagesSchema),
    async (request) => ok(await listOutages(deps, requireAuth(request).userId)),
  );
  // The permission first, before the body is read (issue 44); the service checks it again.
  const mayDeclare = permissionFirst(async (userId) =>
    assertMayDeclareOutage(await permissionsOf(deps.db, userId)),
  );
  r.post(
    '/api/admin/outages',
    {
      onRequest: mayDeclare,
      ...okRoute(
        tags,
        "Declares a failure of the portal ('Awaria'): lists the announcements whose deadline it touched and asks their advertisers to extend it",
        declaredOutageSchema,
        { body: declareOutageSchema },
      ),
    },
    async (request) => ok(await declareOutage(deps, requireAuth(request).userId, request.body)),
  );
}
