/** The offers module: what other modules may use of it (decision 0030). It alone writes offer sets. */

export { settleEnteredOffers } from './external-offers.service.ts';
export { listedBidderName, listedOfferSets } from './listed-offer-sets.ts';
export type { StoredOffers } from './offer-sets.ts';
export { mayListOffers, offersUnsealed } from './offers.policy.ts';
/** The offer sets that take part in an announcement's settlement (settlement module). */
export { offerSetsOfSettlement } from './offers.repository.ts';
export { offersRoutes } from './offers.routes.ts';
/** Whether anyone but a bidder has read the announcement's offers (the deadline-extension rule). */
export { offersReadByOthers } from './opened-offers.ts';
/** The submitted offers with their receipts and files, for the procedure file (decision 0047). */
export { offersForProcedureFile, type ProcedureFileOffer } from './procedure-file-offers.ts';
export { registerOffersReactions } from './reactions.ts';
/** The announcements a user has an offer in, as a subquery (open data's calendar feed, mail). */
export { announcementsOfferedIn, biddersOf, draftersOf, offerSetIdsOf } from './reads.repository.ts';
/** The settlement's reads, handed in by the app (settlement imports offers). */
export { registerSettlementReads } from './settlement-reads.ts';
