import { idParams, queryId, userIdParams } from '@bk/contracts/common/input';
import {
  contactPersonInputSchema,
  economicSubjectInputSchema,
  languageInputSchema,
  profileSchema,
  savedLanguageSchema,
  savedPersonSchema,
  savedSubjectSchema,
} from '@bk/contracts/users/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  createContactPerson,
  createEconomicSubject,
  type ProfileDeps,
  type ProfileWriter,
  profileOwner,
  readProfile,
  removeContactPerson,
  setLanguage,
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
    okRoute(tags, 'A profile (0: the signed-in user own)', profileSchema, { params: userIdParams }),
    async (request) => ok(await readProfile(deps.db, requireAuth(request).userId, request.params.id)),
  );

  r.put(
    '/api/users/language',
    okRoute(tags, "Sets the language of the signed-in user's e-mails (pl or en)", savedLanguageSchema, {
      body: languageInputSchema,
    }),
    async (request) => ok(await setLanguage(deps, requireAuth(request).userId, request.body.language)),
  );

  r.post(
    '/api/users/economic-subject',
    okRoute(
      tags,
      'Adds the economic subject of the signed-in user (or, with ?user=, of another user)',
      savedSubjectSchema,
      { querystring: ownerQuery, body: economicSubjectInputSchema },
    ),
    async (request) => ok(await createEconomicSubject(deps, await owner(request), request.body)),
  );

  r.put(
    '/api/users/economic-subject/:id',
    okRoute(
      tags,
      'Changes the economic subject of the signed-in user (or, with ?user=, of another user)',
      savedSubjectSchema,
      { params: idParams, querystring: ownerQuery, body: economicSubjectInputSchema },
    ),
    async (request) => {
      const data = await updateEconomicSubject(deps, await owner(request), request.params.id, request.body);
      return ok(data);
    },
  );

  r.post(
    '/api/users/contact-persons',
    okRoute(tags, 'Adds a contact person (with ?user=, to another user)', savedPersonSchema, {
      querystring: ownerQuery,
      body: contactPersonInputSchema,
    }),
    async (request) => ok(await createContactPerson(deps, await owner(request), request.body)),
  );

  r.put(
    '/api/users/contact-persons/:id',
    okRoute(tags, 'Changes a contact person (with ?user=, of another user)', savedPersonSchema, {
      params: idParams,
      querystring: ownerQuery,
      body: contactPersonInputSchema,
    }),
    async (request) => {
      const data = await updateContactPersonOf(deps, await owner(request), request.params.id, request.body);
      return ok(data);
    },
  );

  r.delete(
    '/api/users/contact-persons/:id',
    okRoute(tags, 'Removes a contact person (with ?user=, of another user)', savedPersonSchema, {
      params: idParams,
      querystring: ownerQuery,
    }),
    async (request) => ok(await removeContactPerson(deps, await owner(request), request.params.id)),
  );
}
