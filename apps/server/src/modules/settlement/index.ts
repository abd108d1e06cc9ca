/** The settlement: what the app uses of the module (decision 0030). */

export { registerSettlementReactions } from './reactions.ts';
// The read models' reads of the settlement (statistics' facts; issue 46).
export { keptSettlements } from './read-models.repository.ts';
// For the demo seed (src/seed), which settles some of its announcements.
/** The kept settlement of an announcement, for the offers' reads (handed to offers by app.ts). */
export {
  insertSettlementVersion,
  saveSettlement,
  settlementContent,
  settlementContentOf,
} from './settlement.repository.ts';
export { settlementRoutes } from './settlement.routes.ts';
/** What the public sees of a settlement's parts (the open data's award releases). */
/** The settlement's view for a user (the procedure file's PDF, decision 0047). */
export { publicSettlementParts, settlementOf } from './settlement.service.ts';
