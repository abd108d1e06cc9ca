import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { idParams } from '@bk/contracts/common/input';
import { myOffersQuerySchema } from '@bk/contracts/offers/my-offers';
import {
  announcementOffersSchema,
  myOffersSchema,
  ownOfferSetViewSchema,
} from '@bk/contracts/offers/offer-views';
import { offerMessages, offerSetInputSchema, offerSetSchema } from '@bk/contracts/offers/offers';
import { externalOfferSetInputSchema } from '@bk/contracts/settlement/settlement';
import { economicSubjectInputSchema } from '@bk/contracts/users/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { unprocessable } from '../../plugins/errors.ts';
import { attachmentDisposition, type FileStorage } from '../files/index.ts';
import { writeExternalOfferSet } from './external-offers.service.ts';
import './file-access.ts';
import { myOffers } from './my-offers.service.ts';
import { type OfferDeps, removeOfferSet, withdrawOfferSet, writeOfferSet } from './offer-sets.service.ts';
import { clearOfferSetMark, offerSetById, offersOfAnnouncement, ownOfferSet } from './offers-read.service.ts';
import { offerSetZip } from './offers-zip.ts';

const tags = ['offers'];
const submitBodySchema = offerSetInputSchema.extend({
  economic_subject: economicSubjectInputSchema.optional(),
});
const one = okEnvelopeSchema(z.object({ offer_set: offerSetSchema }));

/** The offer calls of spec 2 section 7. */
export async function offersRoutes(
  app: FastifyInstance,
  deps: OfferDeps & { storage: FileStorage },
): Promise<void> {
  const { storage } = deps;
  // A deadline that passed closes the announcement before any offer call is answered.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  r.get(
    '/api/offerset/announcement/:id',
    {
      schema: {
        tags,
        summary: 'The bidder own offer set for an announcement',
        params: idParams,
        response: { 200: okEnvelopeSchema(ownOfferSetViewSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await ownOfferSet(deps, user(request), request.params.id),
    }),
  );
  r.post(
    '/api/offerset',
    {
      schema: {
        tags,
        summary: 'Creates a draft offer set',
        body: offerSetInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await writeOfferSet(deps, user(request), request.body, 'create'),
    }),
  );
  // The body names its announcement too: one that differs from the address is refused, not ignored.
  const withPath = (body: z.output<typeof offerSetInputSchema>, id: number) => {
    if (body.announcement !== id)
      throw unprocessable({ announcement: [offerMessages.announcementMismatch] }, offerMessages.formErrors);
    return body;
  };
  r.put(
    '/api/offerset/announcement/:id',
    {
      schema: {
        tags,
        summary: 'Saves the draft',
        params: idParams,
        body: offerSetInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await writeOfferSet(deps, user(request), withPath(request.body, request.params.id), 'save'),
    }),
  );
  r.put(
    '/api/offerset/announcement/:id/submit',
    {
      schema: {
        tags,
        summary:
          "Submits the bidder's offer set; with economic_subject, enters an offer received by another channel (the advertiser, at settlement)",
        params: idParams,
        body: submitBodySchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { economic_subject, ...body } = request.body;
      const input = withPath(body, request.params.id);
      return {
        status: 'OK' as const,
        data: economic_subject
          ? await writeExternalOfferSet(
              deps,
              user(request),
              request.params.id,
              { ...input, economic_subject },
              null,
            )
          : await writeOfferSet(deps, user(request), input, 'submit'),
      };
    },
  );
  r.put(
    '/api/offerset/:id/submit',
    {
      schema: {
        tags,
        summary: 'Changes an offer received by another channel (the advertiser, at settlement)',
        params: idParams,
        body: externalOfferSetInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await writeExternalOfferSet(
        deps,
        user(request),
        request.body.announcement,
        request.body,
        request.params.id,
      ),
    }),
  );
  r.put(
    '/api/offerset/announcement/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraws the submitted offer set',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await withdrawOfferSet(deps, user(request), request.params.id),
    }),
  );
  r.delete(
    '/api/offerset/announcement/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a draft or withdrawn offer set',
        params: idParams,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await removeOfferSet(deps, user(request), request.params.id),
    }),
  );
  r.get(
    '/api/offerset/my',
    {
      schema: {
        tags,
        summary: 'My offers',
        querystring: myOffersQuerySchema,
        response: { 200: okEnvelopeSchema(myOffersSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await myOffers(deps.db, user(request), request.query),
    }),
  );
  r.get(
    '/api/offerset/announcement/:id/list',
    {
      schema: {
        tags,
        summary: 'Offers of an announcement (sealed until it closes)',
        params: idParams,
        response: { 200: okEnvelopeSchema(announcementOffersSchema) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await offersOfAnnouncement(deps, user(request), request.params.id),
    }),
  );
  r.get(
    '/api/offerset/:id',
    {
      schema: {
        tags,
        summary: 'One offer set, for those who may read it',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await offerSetById(deps, user(request), request.params.id),
    }),
  );
  r.get(
    '/api/offerset/:id/attachments.zip',
    { schema: { tags, summary: 'All attachments of an offer set as one zip', params: idParams } },
    async (request, reply) => {
      const { name, stream } = await offerSetZip(
        deps,
        storage,
        request.auth?.userId ?? null,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(name))
        .send(stream);
    },
  );
  r.delete(
    '/api/badge/offerset/:id',
    {
      schema: {
        tags,
        summary: 'Clears the new mark of an offer set',
        params: idParams,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      data: await clearOfferSetMark(deps, user(request), request.params.id),
    }),
  );
}
