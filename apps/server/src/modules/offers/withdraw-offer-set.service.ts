import { offerMessages as M } from '@bk/contracts/offers/offers';
import { conflict, notFound } from '../../lib/errors.ts';
import { openAnnouncement } from './offer-checks.ts';
import { type OfferDeps, offerEvent, presentOfferSet } from './offer-sets.ts';
import { offerActionAllowed } from './offers.policy.ts';
import {
  announcementForOffer,
  deleteOfferSet,
  findOwnOfferSet,
  updateOfferSet,
} from './offers.repository.ts';

/** Withdraws a submitted offer set (before the deadline). */
export async function withdrawOfferSet(deps: OfferDeps, userId: number, announcementId: number) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await openAnnouncement(deps.db, trx, await announcementForOffer(trx, announcementId), userId, now);
    const row = await findOwnOfferSet(trx, announcementId, userId, true);
    if (!row) throw notFound(M.notFound);
    if (!offerActionAllowed(row.status, 'withdraw')) throw conflict(M.wrongStatus);
    const saved = await updateOfferSet(trx, row.id, {
      status: 'WITHDRAWN',
      withdrawn_at: now,
      modified_at: now,
    });
    await offerEvent(trx, 'offer.withdrawn', saved, userId, now);
    return { offer_set: await presentOfferSet(trx, saved, true) };
  });
}

/** Deletes a draft or withdrawn offer set (before the deadline). */
export async function removeOfferSet(deps: OfferDeps, userId: number, announcementId: number) {
  return deps.db.transaction().execute(async (trx) => {
    await openAnnouncement(
      deps.db,
      trx,
      await announcementForOffer(trx, announcementId),
      userId,
      deps.clock.now(),
    );
    const row = await findOwnOfferSet(trx, announcementId, userId, true);
    if (!row) throw notFound(M.notFound);
    if (!offerActionAllowed(row.status, 'delete')) throw conflict(M.wrongStatus);
    await deleteOfferSet(trx, row.id);
    await offerEvent(trx, 'offer.deleted', row, userId, deps.clock.now());
    return { id: row.id };
  });
}
