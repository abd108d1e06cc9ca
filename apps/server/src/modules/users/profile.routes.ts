import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams, userIdParams } from '@bk/contracts/common/input';
import {
  contactPersonInputSchema,
  economicSubjectInputSchema,
  profileSchema,
  savedPersonSchema,
  savedSubjectSchema,
} from '@bk/contracts/users/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import {
  createContactPerson,
  createEconomicSubject,
  type ProfileDeps,
  readProfile,
  removeContactPerson,
  updateContactPersonOf,
  updateEconomicSubject,
} from './profile.service.ts';

const tags = ['users'];

/** The profile: GET /api/users/0, the economic subject and contact persons (spec 3 section 7). */
export async function profileRoutes(app: FastifyInstance, deps: ProfileDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        summary: 'Adds the economic subject of the signed-in user',
        body: economicSubjectInputSchema,
        response: { 200: okEnvelopeSchema(savedSubjectSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await createEconomicSubject(deps, auth.userId, request.body) };
    },
  );

  r.put(
    '/api/users/economic-subject/:id',
    {
      schema: {
        tags,
        summary: 'Changes the economic subject of the signed-in user',
        params: idParams,
        body: economicSubjectInputSchema,
        response: { 200: okEnvelopeSchema(savedSubjectSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await updateEconomicSubject(deps, auth.userId, request.params.id, request.body);
      return { status: 'OK' as const, data };
    },
  );

  r.post(
    '/api/users/contact-persons',
    {
      schema: {
        tags,
        summary: 'Adds a contact person',
        body: contactPersonInputSchema,
        response: { 200: okEnvelopeSchema(savedPersonSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await createContactPerson(deps, auth.userId, request.body) };
    },
  );

  r.put(
    '/api/users/contact-persons/:id',
    {
      schema: {
        tags,
        summary: 'Changes a contact person',
        params: idParams,
        body: contactPersonInputSchema,
        response: { 200: okEnvelopeSchema(savedPersonSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await updateContactPersonOf(deps, auth.userId, request.params.id, request.body);
      return { status: 'OK' as const, data };
    },
  );

  r.delete(
    '/api/users/contact-persons/:id',
    {
      schema: {
        tags,
        summary: 'Removes a contact person',
        params: idParams,
        response: { 200: okEnvelopeSchema(savedPersonSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { status: 'OK' as const, data: await removeContactPerson(deps, auth.userId, request.params.id) };
    },
  );
}
