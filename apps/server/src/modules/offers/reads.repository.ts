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
