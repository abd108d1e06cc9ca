import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import {
  userBlockInputSchema,
  userBlockSchema,
  usersListSchema,
  usersQuerySchema,
} from '@bk/contracts/users/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { type BlockingDeps, listUsers, setBlocked } from './admin-users.service.ts';

const tags = ['users'];

/** The user administration (spec 3 sections 2.3 and 7): the list and the account's blocking. */
export async function adminUsersRoutes(app: FastifyInstance, deps: BlockingDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'The users (previewListUsers): filters, sort, 100 a page',
        querystring: usersQuerySchema,
        response: { 200: okEnvelopeSchema(usersListSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await listUsers(deps.db, requireAuth(request).userId, request.query),
    }),
  );
  r.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: "Blocks or unblocks a user's account (blockingUsers; never one's own)",
        params: idParams,
        body: userBlockInputSchema,
        response: { 200: okEnvelopeSchema(userBlockSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await setBlocked(deps, requireAuth(request).userId, request.params.id, request.body.blocked),
    }),
  );
}
