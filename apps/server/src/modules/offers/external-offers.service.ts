import type { StoredContent } from '@bk/contracts/announcements/stored';
import { offerMessages } from '@bk/contracts/offers/offers';
import { type ExternalOfferSetInput, settlementMessages as M } from '@bk/contracts/settlement/settlement';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { assertMayView, lockAnnouncement, roleFor, versionContent } from '../announcements/index.ts';
import { checkAttachable, linkFiles } from '../files/index.ts';
import { countryName, subjectColumns } from '../users/index.ts';
import {
  deleteExternalOfferSets,
  findExternalOfferSet,
  insertExternalOfferSet,
  publishExternalOfferSets,
  updateExternalOfferSet,
} from './external-offers.repository.ts';
import { problemsOf, storedContent } from './offer-checks.ts';
import { OFFER_FILES, offerEvent, presentOfferSet } from './offer-sets.ts';
import { mayEnterOffers } from './offers.policy.ts';

type Deps = { db: Kysely<DB>; clock: Clock };

/**
 * Opens an announcement for entering offers, in the caller's transaction: its row held until the end,
 * the user one who may enter them (404 for one who may not even see it), with its published content.
 */
async function announcementToEnter(deps: Deps, trx: Transaction<DB>, announcementId: number, userId: number) {
  const row = await lockAnnouncement(trx, announcementId);
  if (!row) throw notFound();
  const role = await roleFor(trx, userId, row);
  assertMayView(row, role);
  if (!mayEnterOffers(role)) throw forbidden(M.forbidden);
  if (row.published_version_id === null) throw notFound();
  const content = (await versionContent(deps.db, row.published_version_id, trx)) as StoredContent;
  return { row, content };
}

/**
 * The settlement's publication, in its transaction: the entered offers it removes go, and the others
 * become public as they are now (decision 0029).
 */
export async function settleEnteredOffers(trx: Transaction<DB>, announcementId: number, removed: number[]) {
  await deleteExternalOfferSets(trx, announcementId, removed);
  await publishExternalOfferSets(trx, announcementId);
}

/**
 * Enters (or, with `offerSetId`, changes) an offer the advertiser received by another channel (spec 2
 * sections 2.7, 4.5, 4.6; issue 18): by those who may settle the announcement, once it is CLOSED or
 * RESOLVED. The offers are checked as a bidder's submission is; the bidder's data as the profile's
 * (NIP and PESEL checks, a TERYT locality in Poland). The offer set is submitted at once and marked
 * external; it takes part in the settlement until the settlement deletes it.
 */
export async function writeExternalOfferSet(
  deps: Deps,
  userId: number,
  announcementId: number,
  input: ExternalOfferSetInput,
  offerSetId: number | null,
) {
  return deps.db.transaction().execute(async (trx) => {
    const { row, content } = await announcementToEnter(deps, trx, announcementId, userId);
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
        country_name: (await countryName(trx, columns.country)) ?? columns.country,
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
