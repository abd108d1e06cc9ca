import type { KeptAnswer } from '../../lib/kept-answer.ts';
import { ShortLivedCache } from '../../lib/short-lived-cache.ts';

/**
 * The settlement as anonymous visitors get it, kept for a second per process with its compressed
 * forms (like the public announcement view, decision 0013), by announcement, status and version.
 * Every write of a settlement or of an offer entered for it in this process drops what is kept.
 */
const views = new ShortLivedCache<string, KeptAnswer>(1000, 200);

/** Called by every write of a settlement or of an external offer set (settlement.repository.ts). */
export function markSettlementChanged(): void {
  views.changed();
}

export function publicSettlementView(db: object, key: string, build: () => Promise<KeptAnswer>) {
  return views.get(db, key, build);
}
