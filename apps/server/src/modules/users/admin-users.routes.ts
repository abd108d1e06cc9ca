import { idParams } from '@bk/contracts/common/input';
import {
  userBlockInputSchema,
  userBlockSchema,
  usersListSchema,
  usersQuerySchema,
} from '@bk/contracts/users/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { permissionFirst, requireAuth } from '../../plugins/auth.ts';
import { type BlockingDeps, listUsers, setBlocked } from './admin-users.service.ts';
import { permissionsOf } from './permissions.service.ts';
import { assertMayBlockUsers } from './users.policy.ts';

const tags = ['users'];

/** The user administration (spec 3 sections 2.3 and 7): the list and the account's blocking. */
export async function adminUsersRoutes(app: FastifyInstance, deps: BlockingDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/users',
    okRoute(tags, 'The users (previewListUsers): filters, sort, 100 a page', usersListSchema, {
      querystring: usersQuerySchema,
    }),
    async (request) => ok(await listUsers(deps.db, requireAuth(request).userId, request.query)),
  );
  r.put(
    '/api/users/:id',
    {
      ...okRoute(
        tags,
        "Blocks or unblocks a user's account (blockingUsers; never one's own)",
        userBlockSchema,
        {
          params: idParams,
          body: userBlockInputSchema,
        },
      ),
      onRequest: permissionFirst(async (userId) => assertMayBlockUsers(await permissionsOf(deps.db, userId))),
    },
    async (request) =>
      ok(await setBlocked(deps, requireAuth(request).userId, request.params.id, request.body.blocked)),
  );
}
