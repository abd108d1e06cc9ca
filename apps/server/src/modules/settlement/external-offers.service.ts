import { offerMessages } from '@bk/contracts/offers/offers';
import { type ExternalOfferSetInput, settlementMessages as M } from '@bk/contracts/settlement/settlement';
import { conflict, notFound, unprocessable } from '../../plugins/errors.ts';
import { checkAttachable, linkFiles } from '../files/files.service.ts';
import {
  OFFER_FILES,
  offerEvent,
  presentOfferSet,
  problemsOf,
  storedContent,
} from '../offers/offer-sets.service.ts';
import { findCountry } from '../users/profile.repository.ts';
import { subjectColumns } from '../users/profile.service.ts';
import {
  findExternalOfferSet,
  insertExternalOfferSet,
  updateExternalOfferSet,
} from './settlement.repository.ts';
import { announcementToSettle, type SettlementDeps } from './settlement.service.ts';

/**
 * Enters (or, with `offerSetId`, changes) an offer the advertiser received by another channel (spec 2
 * sections 2.7, 4.5, 4.6; issue 18): by those who may settle the announcement, once it is CLOSED or
 * RESOLVED. The offers are checked as a bidder's submission is; the bidder's data as the profile's
 * (NIP and PESEL checks, a TERYT locality in Poland). The offer set is submitted at once and marked
 * external; it takes part in the settlement until the settlement deletes it.
 */
export async function writeExternalOfferSet(
  deps: SettlementDeps,
  userId: number,
  announcementId: number,
  input: ExternalOfferSetInput,
  offerSetId: number | null,
) {
  return deps.db.transaction().execute(async (trx) => {
    const { row, content } = await announcementToSettle(deps, trx, announcementId, userId);
    if (!['CLOSED', 'RESOLVED'].includes(row.status)) throw conflict(M.externalClosedOnly);
    const existing = offerSetId === null ? undefined : await findExternalOfferSet(trx, offerSetId);
    if (offerSetId !== null && (!existing || existing.announcement_id !== announcementId))
      throw notFound(M.externalNotFound);
    const problems = problemsOf(input, content, true);
    if (Object.keys(problems).length > 0) throw unprocessable(problems, offerMessages.formErrors);
    let columns: Awaited<ReturnType<typeof subjectColumns>>;
    try {
      columns = await subjectColumns(trx, input.economic_subject);
    } catch (error) {
      // The profile's field paths, under the offer's bidder data.
      const e = error as { errors?: Record<string, string[]> };
      if (!e.errors) throw error;
      throw unprocessable(
        Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [`economic_subject.${k}`, v])),
        offerMessages.formErrors,
      );
    }
    const subject = {
      name: columns.name,
      address_kind: columns.address_kind,
      identification_type: columns.identification_type,
      identification_number: columns.identification_number,
      address: {
        country: columns.country,
        country_name: (await findCountry(trx, columns.country))?.name_pl ?? columns.country,
        voivodeship: columns.voivodeship,
        poviat: columns.poviat,
        commune: columns.commune,
        locality_id: columns.locality_id,
        locality: columns.locality,
        postcode: columns.postcode,
        street: columns.street,
        house_number: columns.house_number,
      },
    };
    const { content: stored, nextElementId } = storedContent(
      existing ?? { content: {}, next_element_id: 1 },
      input,
    );
    const { toLink } = await checkAttachable(trx, {
      fileIds: stored.attachments.map((a) => a.file_id),
      ownerKind: OFFER_FILES,
      ownerId: existing?.id ?? null,
      userId,
    }).catch((error: { message?: string }) => {
      throw unprocessable({ attachments: [error.message ?? ''] }, offerMessages.formErrors);
    });
    const now = deps.clock.now();
    const fields = {
      content: JSON.stringify(stored),
      economic_subject: JSON.stringify(subject),
      next_element_id: nextElementId,
      modified_at: now,
    };
    const saved = existing
      ? await updateExternalOfferSet(trx, existing.id, fields)
      : await insertExternalOfferSet(trx, {
          ...fields,
          announcement_id: announcementId,
          bidder_id: userId,
          status: 'SUBMITTED',
          is_external: true,
          created_at: now,
          submitted_at: now,
        });
    await linkFiles(trx, { ids: toLink, ownerKind: OFFER_FILES, ownerId: saved.id, userId });
    await offerEvent(trx, 'offer.entered', saved, userId, now, { changed: existing !== undefined });
    return { offer_set: await presentOfferSet(trx, saved, true) };
  });
}
