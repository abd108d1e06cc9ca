import { receiptFileName, receiptSchema } from '@bk/contracts/audit/transparency/receipt';
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
import { unprocessable } from '../../lib/errors.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import { attachmentDisposition, type FileStorage } from '../files/index.ts';
import { writeExternalOfferSet } from './external-offers.service.ts';
import './file-access.ts';
import { myOffers } from './my-offers.service.ts';
import type { OfferDeps } from './offer-sets.ts';
import { clearOfferSetMark, offerSetById, offersOfAnnouncement, ownOfferSet } from './offers-read.service.ts';
import { offerSetZip } from './offers-zip.ts';
import { offerSetReceipt } from './receipt.service.ts';
import { removeOfferSet, withdrawOfferSet } from './withdraw-offer-set.service.ts';
import { writeOfferSet } from './write-offer-set.service.ts';

const tags = ['offers'];
const submitBodySchema = offerSetInputSchema.extend({
  economic_subject: economicSubjectInputSchema.optional(),
});
const one = z.object({ offer_set: offerSetSchema });

/** The offer calls of spec 2 section 7. */
export async function offersRoutes(
  app: FastifyInstance,
  deps: OfferDeps & { storage: FileStorage; publicUrl: string },
): Promise<void> {
  const { storage } = deps;
  // A deadline that passed closes the announcement before any offer call is answered.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  r.get(
    '/api/offerset/announcement/:id',
    okRoute(tags, 'The bidder own offer set for an announcement', ownOfferSetViewSchema, {
      params: idParams,
    }),
    async (request) => ok(await ownOfferSet(deps, user(request), request.params.id)),
  );
  r.post(
    '/api/offerset',
    okRoute(tags, 'Creates a draft offer set', one, { body: offerSetInputSchema }),
    async (request) => ok(await writeOfferSet(deps, user(request), request.body, 'create')),
  );
  // The body names its announcement too: one that differs from the address is refused, not ignored.
  const withPath = (body: z.output<typeof offerSetInputSchema>, id: number) => {
    if (body.announcement !== id)
      throw unprocessable({ announcement: [offerMessages.announcementMismatch] }, offerMessages.formErrors);
    return body;
  };
  r.put(
    '/api/offerset/announcement/:id',
    okRoute(tags, 'Saves the draft', one, { params: idParams, body: offerSetInputSchema }),
    async (request) =>
      ok(await writeOfferSet(deps, user(request), withPath(request.body, request.params.id), 'save')),
  );
  r.put(
    '/api/offerset/announcement/:id/submit',
    okRoute(
      tags,
      "Submits the bidder's offer set; with economic_subject, enters an offer received by another channel (the advertiser, at settlement)",
      one,
      { params: idParams, body: submitBodySchema },
    ),
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
  // The former address (PUT /api/offerset/{id}/submit) stays, out of the description: it and
  // /api/offerset/announcement/{id} could name one path (decision 0042).
  for (const [url, hide] of [
    ['/api/offerset/external/:id', false],
    ['/api/offerset/:id/submit', true],
  ] as const)
    r.put(
      url,
      okRoute(tags, 'Changes an offer received by another channel (the advertiser, at settlement)', one, {
        params: idParams,
        body: externalOfferSetInputSchema,
        hide,
      }),
      async (request) =>
        ok(
          await writeExternalOfferSet(
            deps,
            user(request),
            request.body.announcement,
            request.body,
            request.params.id,
          ),
        ),
    );
  r.put(
    '/api/offerset/announcement/:id/withdraw',
    okRoute(tags, 'Withdraws the submitted offer set', one, { params: idParams }),
    async (request) => ok(await withdrawOfferSet(deps, user(request), request.params.id)),
  );
  r.delete(
    '/api/offerset/announcement/:id',
    okRoute(tags, 'Deletes a draft or withdrawn offer set', z.object({ id: z.number() }), {
      params: idParams,
    }),
    async (request) => ok(await removeOfferSet(deps, user(request), request.params.id)),
  );
  r.get(
    '/api/offerset/my',
    okRoute(tags, 'My offers', myOffersSchema, { querystring: myOffersQuerySchema }),
    async (request) => ok(await myOffers(deps.db, user(request), request.query)),
  );
  r.get(
    '/api/offerset/announcement/:id/list',
    okRoute(tags, 'Offers of an announcement (sealed until it closes)', announcementOffersSchema, {
      params: idParams,
    }),
    async (request) => ok(await offersOfAnnouncement(deps, user(request), request.params.id)),
  );
  r.get(
    '/api/offerset/:id',
    okRoute(tags, 'One offer set, for those who may read it', one, { params: idParams }),
    async (request) => ok(await offerSetById(deps, user(request), request.params.id)),
  );
  // The former address (/api/offerset/{id}/attachments.zip) stays, out of the description.
  for (const [url, hide] of [
    ['/api/offerset/attachments/:id.zip', false],
    ['/api/offerset/:id/attachments.zip', true],
  ] as const)
    r.get(
      url,
      openToAll({
        schema: { tags, summary: 'All attachments of an offer set as one zip', params: idParams, hide },
      }),
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
  r.get(
    '/api/offerset/receipt/:id',
    {
      schema: {
        tags,
        summary:
          "The signed receipt of the bidder's submitted offer set (bk-receipt/v1, decision 0049), as a JSON file; its bidder alone",
        params: idParams,
        response: { 200: receiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await offerSetReceipt(deps, user(request), request.params.id);
      // Indented, for the bidder who opens the file (the signature does not depend on the JSON's layout);
      // a string is sent as it is, the schema describes it.
      const text = `${JSON.stringify(receipt, null, 2)}\n`;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachmentDisposition(receiptFileName(receipt.offer_set_id)))
        .send(text as unknown as typeof receipt);
    },
  );
  r.delete(
    '/api/badge/offerset/:id',
    okRoute(tags, 'Clears the new mark of an offer set', z.object({ id: z.number() }), { params: idParams }),
    async (request) => ok(await clearOfferSetMark(deps, user(request), request.params.id)),
  );
}
