/**
 * The question calls' data with client names: the contract's wire shapes
 * (packages/contracts/src/questions/questions.ts) renamed by `Polish` the way `toPolish` renames the
 * answers (docs/name-mapping.md). Nothing is copied by hand.
 */
import type { questionSchema, questionsViewSchema } from '@bk/contracts/questions/questions';
import type { z } from 'zod';
import type { Polish } from '../../lib/polish.ts';

export type Question = Polish<z.output<typeof questionSchema>>;
/** GET /api/question/announcement/{id}. */
export type QuestionsView = Polish<z.output<typeof questionsViewSchema>>;

/** What the announcement page tells the tab (client names of its announcement view). */
export type QuestionsTabAnnouncement = {
  id: number;
  /** The announcement's number ('2026-00007-00007'), for the print's file name. */
  numer: string | null;
  tytul: string | null;
};

/** The body of the ask call with client names (api() maps it to askQuestionSchema). */
export type AskBody = { tresc: string; ogloszenie: number };
/** The body of the answer call with client names (answerQuestionSchema). */
export type AnswerBody = { tresc: string; odpowiedz: { tresc: string } };
