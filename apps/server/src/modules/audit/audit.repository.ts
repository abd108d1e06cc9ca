import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type EventFilters, logEventBeyond, logEventsPage, logOfferAccessPage } from '../events/index.ts';
import { userContactOf } from '../users/index.ts';

// The event log's view (decision 0031): its reads of `events` and `event_chain` live with the events
// module (issue 46), which is handed users' subquery for the actor's name and e-mail here.

export { countUnsealed, lastEventIdOfLog as lastEventId, linkAt } from '../events/index.ts';
/** The ids of the users with this e-mail, case aside (an actor filter). */
export { userIdsWithEmail as userIdsByEmail } from '../users/index.ts';
export type { EventFilters };

type Actor = { forename: string; surname: string; email: string } | null;

/** The actor's person as the columns the view had (null where the actor is no user). */
function flat<R extends { actor: Actor }>({ actor, ...row }: R) {
  return {
    ...row,
    forename: actor?.forename ?? null,
    surname: actor?.surname ?? null,
    email: actor?.email ?? null,
  };
}

/**
 * Up to `limit` events of the filters by keyset on the event id: older than `before` (newest first),
 * newer than `after` (oldest first: the caller turns the page round), or the newest.
 */
export async function eventsPage(
  db: Kysely<DB>,
  f: EventFilters,
  cursor: { before?: number; after?: number },
  limit: number,
) {
  return (await logEventsPage(db, f, cursor, limit, userContactOf)).map(flat);
}

/** Whether an event of the filters lies beyond an id: older (id < `id`) or newer (id > `id`). */
export const eventBeyond = logEventBeyond;

/**
 * The reads of offer content and the refused attempts that concern an announcement's offers: those of
 * the offer sets `offerSetIds` and those of the announcement itself (its list, its settlement), newest
 * first, a page with the total.
 */
export async function offerAccessPage(
  db: Kysely<DB>,
  announcementId: number,
  offerSetIds: readonly number[],
  page: { offset: number; limit: number },
) {
  const { rows, total } = await logOfferAccessPage(db, announcementId, offerSetIds, page, userContactOf);
  return { rows: rows.map(flat), total };
}
