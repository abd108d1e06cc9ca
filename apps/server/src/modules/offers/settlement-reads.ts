import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The settlement's reads the offers need (issue 46): the kept settlement of an announcement, complete
 * or as a subquery of the bidder's list. The settlement module imports offers, so offers cannot import
 * it: the app hands them in (app.ts), as it hands the dictionaries the user's parts.
 */
export type SettlementReads = {
  content: (db: Kysely<DB> | Transaction<DB>, announcementId: number) => Promise<unknown>;
  contentOf: (announcementId: RawBuilder<unknown>) => RawBuilder<unknown>;
};

let reads: SettlementReads | null = null;

export function registerSettlementReads(given: SettlementReads) {
  reads = given;
}

export function settlementReads(): SettlementReads {
  if (reads === null) throw new Error('offers: the settlement reads are not registered (app.ts)');
  return reads;
}
