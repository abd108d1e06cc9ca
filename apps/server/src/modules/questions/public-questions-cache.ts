import type { KeptAnswer } from '../../lib/kept-answer.ts';
import { ShortLivedCache } from '../../lib/short-lived-cache.ts';

/**
 * The questions tab of an announcement as every reader without a question or mark of their own there
 * gets it (the whole answer, by announcement and the envelope's head: anonymous or signed in, open or
 * not), kept for at most one second per process like the public announcement view
 * (docs/decisions/0013), with its compressed forms: the tab of a much-asked announcement is half a
 * megabyte, the same for every such reader. Every question write of this process drops what is kept.
 */
const lists = new ShortLivedCache<string, KeptAnswer>(1000, 400);

/** Called by every write of a question row (questions.repository.ts). */
export function markQuestionsChanged(): void {
  lists.changed();
}

export function publicQuestions(db: object, key: string, build: () => Promise<KeptAnswer>) {
  return lists.get(db, key, build);
}
