/**
 * What other modules may use of the offers module: who may see an announcement's offers and when
 * (offers.policy.ts), and the offers its list shows after closing with their bidders' names.
 */
export { listedBidderName, listedOfferSets } from './listed-offer-sets.ts';
export { mayListOffers, offersUnsealed } from './offers.policy.ts';
