import type { StoredContent } from '@bk/contracts/announcements/stored';
import type { MyOffersQuery } from '@bk/contracts/offers/my-offers';
import type { StoredSettlement } from '@bk/contracts/settlement/stored';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hiddenStatuses, type Status, statusObject } from '../announcements/index.ts';
import { openOfferRow } from '../keys/index.ts';
import { myOfferSetRows } from './offer-lists.repository.ts';
import { type StoredOffers, statusOf } from './offer-sets.ts';

/**
 * What the settlement of a RESOLVED announcement says of a submitted offer set: the parts it won and
 * those in which it was refused (issue 18: bidders see whether their offer won).
 */
function resultOf(offerSetId: number, status: string, announcementStatus: string, settlement: unknown) {
  if (announcementStatus !== 'RESOLVED' || status !== 'SUBMITTED' || !settlement) return null;
  const parts = (settlement as StoredSettlement).parts;
  return {
    chosen_parts: parts.filter((p) => p.chosen_variant?.offer_set_id === offerSetId).map((p) => p.part_id),
    refused_parts: parts.filter((p) => p.refused.includes(offerSetId)).map((p) => p.part_id),
  };
}

/**
 * GET /api/offerset/my: the user's offer sets with their announcements. An announcement in a hidden
 * status (locked) keeps its details hidden: no title, dates or parts, only its number and status.
 */
export async function myOffers(db: Kysely<DB>, userId: number, q: MyOffersQuery) {
  // The user's own offer sets: opened for them (decision 0038); a hidden announcement's stay shut.
  const rows = await Promise.all(
    (await myOfferSetRows(db, userId, q)).map((row) =>
      hiddenStatuses.includes(row.announcement_status as Status) ? row : openOfferRow(db, row),
    ),
  );
  const total = Number(rows[0]?.total ?? 0);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    offer_sets: rows.map((row) => {
      const hidden = hiddenStatuses.includes(row.announcement_status as Status);
      const parts = ((row.version_content as StoredContent | null)?.parts ?? []).map((p) => ({
        id: p.id,
        title: p.title,
      }));
      return {
        id: row.id,
        status: statusOf(row.status),
        announcement: {
          id: row.announcement_id,
          number: row.number,
          status: statusObject(row.announcement_status),
          hidden,
          publication_date: hidden ? null : iso(row.publication_date),
          version: hidden
            ? null
            : { title: row.title, submission_deadline: iso(row.submission_deadline), parts },
        },
        offers: hidden ? [] : (row.content as StoredOffers).offers,
        result: hidden ? null : resultOf(row.id, row.status, row.announcement_status, row.settlement_content),
        badge_count: Number(row.badge_count ?? 0),
      };
    }),
    meta: { total, page: q.page, last_page: Math.max(1, Math.ceil(total / q.limit)) },
  };
}
