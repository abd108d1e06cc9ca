import { onEvent } from '../events/index.ts';
import { markSettlementChanged } from './public-settlement-cache.ts';

/** What the settlement module does on events (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerSettlementReactions(): void {
  // The kept public settlement is dropped by every change to what it shows: an offer entered or changed
  // at settlement, a settlement published (whichever module's transaction records it).
  onEvent(['offer.entered', 'settlement.published'], async () => markSettlementChanged());
}
