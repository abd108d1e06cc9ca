import { sql } from 'kysely';

/*
 * The offer sets' reads for other modules (issue 46): query pieces that the caller puts into its own
 * single statement.
 */

/** A subquery of the ids of the announcements the user has an offer in (their own, not withdrawn). */
export function announcementsOfferedIn(userId: number) {
  return sql<number>`select os.announcement_id from offer_sets os
                      where os.bidder_id = ${userId} and not os.is_external and os.status <> 'WITHDRAWN'`;
}

/**
 * A subquery of the bidders of the announcement (an offer submitted or withdrawn, not an entered one),
 * as (user_id, offer_set_id).
 */
export function biddersOf(announcementId: number) {
  return sql<{ user_id: number; offer_set_id: number }>`select o.bidder_id as user_id, o.id as offer_set_id
      from offer_sets o
     where o.announcement_id = ${announcementId} and not o.is_external and o.status in ('SUBMITTED', 'WITHDRAWN')`;
}

/** A subquery of the bidders with a draft offer for the announcement, as (user_id, offer_set_id). */
export function draftersOf(announcementId: number) {
  return sql<{ user_id: number; offer_set_id: number }>`select o.bidder_id as user_id, o.id as offer_set_id
      from offer_sets o
     where o.announcement_id = ${announcementId} and not o.is_external and o.status = 'DRAFT'`;
}

/** A subquery of the ids of the announcement's offer sets (the shell's 'N' marks under it). */
export function offerSetIdsOf(announcementId: number) {
  return sql<number>`select os.id from offer_sets os where os.announcement_id = ${announcementId}`;
}
