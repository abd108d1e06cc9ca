import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams, queryId, userIdParams } from '@bk/contracts/common/input';
import {
  contactPersonInputSchema,
  economicSubjectInputSchema,
  profileSchema,
  savedPersonSchema,
  savedSubjectSchema,
} from '@bk/contracts/users/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import {
  createContactPerson,
  createEconomicSubject,
  type ProfileDeps,
  type ProfileWriter,
  profileOwner,
  readProfile,
  removeContactPerson,
  updateContactPersonOf,
  updateEconomicSubject,
} from './profile.service.ts';

const tags = ['users'];

/** `?user=`: another user's profile, changed by an administrator who may (profileOwner). */
const ownerQuery = z.object({ user: queryId.optional() });

/** The profile: GET /api/users/0, the economic subject and contact persons (spec 3 section 7). */
export async function profileRoutes(app: FastifyInstance, deps: ProfileDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest): Promise<ProfileWriter> => {
    const actor = requireAuth(request).userId;
    return { actor, owner: await profileOwner(deps.db, actor, (request.query as { user?: number }).user) };
  };

  r.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'A profile (0: the signed-in user own)',
        params: userIdParams,
        response: { 200: okEnvelopeSchema(profileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await readProfile(deps.db, auth.userId, request.params.id) };
    },
  );

  r.post(
    '/api/users/economic-subject',
    {
      schema: {
        tags,
        summary: 'Adds the economic subject of the signed-in user (or, with ?user=, of another user)',
        querystring: ownerQuery,
        body: economicSubjectInputSchema,
        response: { 200: okEnvelopeSchema(savedSubjectSchema) },
      },
    },
    async (request) => {
      return {
        status: 'OK' as const,
        data: await createEconomicSubject(deps, await owner(request), request.body),
      };
    },
  );

  r.put(
    '/api/users/economic-subject/:id',
    {
      schema: {
        tags,
        summary: 'Changes the economic subject of the signed-in user (or, with ?user=, of another user)',
        params: idParams,
        querystring: ownerQuery,
        body: economicSubjectInputSchema,
        response: { 200: okEnvelopeSchema(savedSubjectSchema) },
      },
    },
    async (request) => {
      const data = await updateEconomicSubject(deps, await owner(request), request.params.id, request.body);
      return { status: 'OK' as const, data };
    },
  );

  r.post(
    '/api/users/contact-persons',
    {
      schema: {
        tags,
        summary: 'Adds a contact person (with ?user=, to another user)',
        querystring: ownerQuery,
        body: contactPersonInputSchema,
        response: { 200: okEnvelopeSchema(savedPersonSchema) },
      },
    },
    async (request) => {
      return {
        status: 'OK' as const,
        data: await createContactPerson(deps, await owner(request), request.body),
      };
    },
  );

  r.put(
    '/api/users/contact-persons/:id',
    {
      schema: {
        tags,
        summary: 'Changes a contact person (with ?user=, of another user)',
        params: idParams,
        querystring: ownerQuery,
        body: contactPersonInputSchema,
        response: { 200: okEnvelopeSchema(savedPersonSchema) },
      },
    },
    async (request) => {
      const data = await updateContactPersonOf(deps, await owner(request), request.params.id, request.body);
      return { status: 'OK' as const, data };
    },
  );

  r.delete(
    '/api/users/contact-persons/:id',
    {
      schema: {
        tags,
        summary: 'Removes a contact person (with ?user=, of another user)',
        params: idParams,
        querystring: ownerQuery,
        response: { 200: okEnvelopeSchema(savedPersonSchema) },
      },
    },
    async (request) => {
      return {
        status: 'OK' as const,
        data: await removeContactPerson(deps, await owner(request), request.params.id),
      };
    },
  );
}
