import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { offerContentReads } from '../events/index.ts';
import { offerSetBidders } from './offers.repository.ts';

/**
 * Whether anyone but its own bidder has read an offer of the announcement: its list, a zip, a file, the
 * settlement or the procedure file (each read is in the event log, decision 0030). Once so, the offers
 * are known, and the deadline may not be moved for more offers to come (decision 0053).
 */
export async function offersReadByOthers(db: Kysely<DB>, announcementId: number): Promise<boolean> {
  const bidderOf = new Map((await offerSetBidders(db, announcementId)).map((o) => [o.id, o.bidder_id]));
  const reads = await offerContentReads(db, announcementId, [...bidderOf.keys()]);
  return reads.some(
    (read) => read.object_kind === 'announcement' || read.actor_id !== bidderOf.get(read.object_id),
  );
}
