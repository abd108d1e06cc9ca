/**
 * The question calls' data with client names: the contract's wire shapes
 * (packages/contracts/src/questions/questions.ts) renamed by `Polish` the way `toPolish` renames the
 * answers (docs/name-mapping.md). Nothing is copied by hand.
 */
import type {
  answerQuestionSchema,
  askQuestionSchema,
  questionSchema,
  questionsViewSchema,
} from '@bk/contracts/questions/questions';
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

/** The body of the ask call: askQuestionSchema's input with client names (`{ tresc, ogloszenie }`). */
export type AskBody = Polish<z.input<typeof askQuestionSchema>>;
/** The body of the answer call: answerQuestionSchema's input (`{ tresc, odpowiedz: { tresc } }`). */
export type AnswerBody = Polish<z.input<typeof answerQuestionSchema>>;
