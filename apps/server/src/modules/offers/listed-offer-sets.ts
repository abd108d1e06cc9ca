import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { openOfferRows } from '../keys/index.ts';
import { submittedOfferSets } from './offers.repository.ts';

/** A submitted offer set's bidder as the offers list names them: the economic subject, else the user. */
export function listedBidderName(offerSet: {
  economic_subject: unknown;
  forename: string;
  surname: string;
}): string {
  const subject = offerSet.economic_subject as { name: string } | null;
  return subject?.name ?? `${offerSet.forename} ${offerSet.surname}`;
}

/**
 * The offer sets an announcement's offers list shows once it closed (the submitted ones of bidders in
 * the portal), each with its number in the sealed list (the order of submission rows) and the name
 * the list gives its bidder.
 */
export async function listedOfferSets(db: Kysely<DB>, announcementId: number) {
  const rows = await openOfferRows(db, await submittedOfferSets(db, announcementId));
  return rows.map((o, i) => ({ id: o.id, ordinal: i + 1, bidder_name: listedBidderName(o) }));
}
