import type { RawBuilder } from 'kysely';

/**
 * The subjects under an announcement whose 'N' marks the shell looks at (issue 46): the ids of its
 * offer sets and of its questions, as subqueries of the shell's statements. Offers and questions
 * import shell, so shell cannot import them: the app hands their pieces in (app.ts).
 */
export type MarkSubjects = {
  offerSetIdsOf: (announcementId: number) => RawBuilder<unknown>;
  questionIdsOf: (announcementId: number) => RawBuilder<unknown>;
};

let subjects: MarkSubjects | null = null;

export function registerMarkSubjects(given: MarkSubjects) {
  subjects = given;
}

export function markSubjects(): MarkSubjects {
  if (subjects === null) throw new Error('shell: the mark subjects are not registered (app.ts)');
  return subjects;
}
