import { ShortLivedCache } from '../../lib/short-lived-cache.ts';

/**
 * The current view of an announcement as anonymous visitors get it, kept for at most one second per
 * process (docs/decisions/0013): the public page is the most read call, and the same answer serves
 * every visitor. Any change of an announcement made by this process drops every kept answer at once;
 * a change made by another server is seen within the second. Signed-in viewers are never served from
 * here (their answers carry favourites and marks), and refusals are never kept.
 */
const views = new ShortLivedCache<number, string>(1000, 1000);

/** Called by every write of an announcement row (announcements.repository.ts, the settle). */
export function markAnnouncementsChanged(): void {
  views.changed();
}

export function publicView(db: object, id: number, build: () => Promise<string>): Promise<string> {
  return views.get(db, id, build);
}
