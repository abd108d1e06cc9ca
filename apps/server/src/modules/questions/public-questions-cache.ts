import type { KeptAnswer } from '../../lib/kept-answer.ts';
import { ShortLivedCache } from '../../lib/short-lived-cache.ts';

/** One published question in the public view (JSON text as bytes), with its number. */
export type PublicItem = { number: number; bytes: Buffer };

/**
 * Kept for at most one second per process, like the public announcement view (docs/decisions/0013):
 * the tab of a much-asked announcement is half a megabyte, the same for every reader without a
 * question or a mark of their own there, and nearly the same for one who asked (their own questions
 * are laid over it). Every question write of this process drops everything kept.
 * - `items`: the published questions in the public view, by announcement;
 * - `answers`: the whole answer of such a reader with its compressed forms, by announcement and the
 *   envelope's head (anonymous or signed in, open or not).
 */
const items = new ShortLivedCache<number, PublicItem[]>(1000, 200);
const answers = new ShortLivedCache<string, KeptAnswer>(1000, 400);

/** Called by every write of a question row (questions.repository.ts). */
export function markQuestionsChanged(): void {
  items.changed();
  answers.changed();
}

export function publicItems(db: object, announcementId: number, build: () => Promise<PublicItem[]>) {
  return items.get(db, announcementId, build);
}

export function publicAnswer(db: object, key: string, build: () => Promise<KeptAnswer>) {
  return answers.get(db, key, build);
}
