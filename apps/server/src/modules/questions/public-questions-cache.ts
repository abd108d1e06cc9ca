import { ShortLivedCache } from '../../lib/short-lived-cache.ts';

/**
 * The published questions of an announcement as every reader without a question or mark of their own
 * there gets them (the JSON text of the list, as bytes), kept for at most one second per process like
 * the public announcement view (docs/decisions/0013): the tab of a much-asked announcement is half a
 * megabyte, the same for every such reader. Every question write of this process drops the kept lists.
 */
const lists = new ShortLivedCache<number, Buffer>(1000, 200);

/** Called by every write of a question row (questions.repository.ts). */
export function markQuestionsChanged(): void {
  lists.changed();
}

export function publicQuestions(db: object, announcementId: number, build: () => Promise<Buffer>) {
  return lists.get(db, announcementId, build);
}
