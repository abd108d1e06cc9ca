import { z } from 'zod';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';

/** Questions and answers on an announcement (spec 2 sections 2.9, 3, 4.3, 5, 7, 8, 9). */
export const questionStatuses = [
  { id: 1, name: 'NEW', label: 'Nowe' },
  { id: 2, name: 'DRAFT', label: 'Odpowiedź robocza' },
  { id: 3, name: 'PUBLISHED', label: 'Opublikowane' },
] as const;
export type QuestionStatusName = (typeof questionStatuses)[number]['name'];

export const questionLimits = { question: 2000, answer: 5000 } as const;

export const questionMessages = {
  sent: 'Wysłano pytanie.',
  loadFailed: 'Nie udało się pobrać pytań dla tego ogłoszenia.',
  notAccepting:
    'Pytania można zadawać i odpowiadać na nie tylko w opublikowanym ogłoszeniu przed upływem terminu składania ofert.',
  ownAnnouncement: 'Nie możesz zadać pytania do własnego ogłoszenia.',
  answerForbidden: 'Nie masz uprawnień do odpowiadania na pytania do tego ogłoszenia.',
  publishedNoDraft: 'Opublikowanej odpowiedzi nie można zapisać jako roboczej.',
  notFound: 'Nie znaleziono pytania.',
  empty: 'Brak pytań do tego ogłoszenia.',
  emptyMine: 'Nie zadałeś jeszcze pytania do tego ogłoszenia.',
  emptyPublished: 'Brak opublikowanych pytań i odpowiedzi.',
  noAnswer: 'Brak opublikowanej odpowiedzi.',
} as const;

/** A required text of at most `max` characters after trimming (a blank or null one is refused). */
const text = (max: number) =>
  z.string(messages.required).trim().min(1, messages.required).max(max, messages.maxLength(max));

/** POST /api/question: tresc, ogloszenie. */
export const askQuestionSchema = z.object({
  content: text(questionLimits.question),
  advertisement: z.number(messages.required).int().positive().max(MAX_ID),
});
export type AskQuestionInput = z.output<typeof askQuestionSchema>;

/** PUT /api/question/{id}[?mode=publish]: the question's text (the author may edit it) and the answer. */
export const answerQuestionSchema = z.object({
  content: text(questionLimits.question),
  answer: z.object({ content: text(questionLimits.answer) }, messages.required),
});
export type AnswerQuestionInput = z.output<typeof answerQuestionSchema>;

export const answerModeSchema = z.object({ mode: z.enum(['publish']).optional() });

const statusSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });

/**
 * A question as a viewer may see it. The asker is never named, except to administrators in scope
 * (`asker`); `original_content` (the asker's words before the advertiser edited them) reaches only the
 * asker, the author and administrators in scope; a bidder sees an answer only once it is published.
 */
export const questionSchema = z.object({
  id: z.number(),
  number: z.number(),
  content: z.string(),
  original_content: z.string().nullable(),
  status: statusSchema,
  created_at: z.string(),
  publication_date: z.string().nullable(),
  is_asker: z.boolean(),
  badge: z.boolean(),
  answer: z.object({ id: z.number(), content: z.string() }).nullable(),
  asker: z
    .object({ id: z.number(), forename: z.string(), surname: z.string(), email: z.string() })
    .nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** Whose view the list is (spec 2 section 2.9): anonymous, the announcement's author, an administrator, another user. */
export const questionViewers = ['anonymous', 'author', 'admin', 'user'] as const;

/** GET /api/question/announcement/{id}. */
export const questionsViewSchema = z.object({
  viewer: z.enum(questionViewers),
  /** The announcement takes questions now (published, before its deadline). */
  accepting: z.boolean(),
  can_ask: z.boolean(),
  can_answer: z.boolean(),
  questions: z.array(questionSchema),
});
export type QuestionsView = z.infer<typeof questionsViewSchema>;
