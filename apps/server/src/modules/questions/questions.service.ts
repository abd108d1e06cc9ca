import {
  type AnswerQuestionInput,
  type AskQuestionInput,
  questionMessages as M,
  type Question,
  type QuestionsView,
  questionStatuses,
} from '@bk/contracts/questions/questions';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { type AnnouncementRole, assertMayView, roleFor } from '../announcements/announcements.policy.ts';
import { visibleAnnouncement } from '../announcements/details.service.ts';
import { dropAnnouncementMarkWhenSeen } from '../shell/badge.repository.ts';
import {
  mayAnswer,
  mayAsk,
  mayReadQuestion,
  questionScope,
  seesAllQuestions,
  seesAsker,
  takesQuestions,
} from './questions.policy.ts';
import {
  deleteQuestionMark,
  findQuestion,
  insertQuestionIfOpen,
  type QuestionRow,
  questionsOfAnnouncement,
  writeAnswerIfOpen,
} from './questions.repository.ts';

export type QuestionDeps = { db: Kysely<DB>; clock: Clock };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function statusObject(name: string) {
  const status = questionStatuses.find((s) => s.name === name) ?? questionStatuses[0];
  return { ...status };
}

type Viewer = { userId: number | null; role: AnnouncementRole };

/**
 * A question as the viewer may see it (issue 17): the asker is named to administrators in scope only;
 * their original words reach the asker, the author and administrators; a bidder (the asker too) sees
 * neither a draft answer nor that one exists: until publication the question is simply new to them.
 */
export function presentQuestion(
  row: Omit<QuestionRow, 'badge' | 'asker_forename' | 'asker_surname' | 'asker_email'> &
    Partial<Pick<QuestionRow, 'badge' | 'asker_forename' | 'asker_surname' | 'asker_email'>>,
  { userId, role }: Viewer,
): Question {
  const all = seesAllQuestions(role);
  const isAsker = userId !== null && row.asker_id === userId;
  const published = row.status === 'PUBLISHED';
  return {
    id: row.id,
    number: row.number,
    content: row.content,
    original_content: all || isAsker ? row.original_content : null,
    status: statusObject(all || published ? row.status : 'NEW'),
    created_at: new Date(row.created_at).toISOString(),
    publication_date: published ? iso(row.published_at) : null,
    is_asker: isAsker,
    badge: row.badge ?? false,
    answer: row.answer !== null && (all || published) ? { id: row.id, content: row.answer } : null,
    asker:
      seesAsker(role) && row.asker_email !== undefined
        ? {
            id: row.asker_id,
            forename: row.asker_forename ?? '',
            surname: row.asker_surname ?? '',
            email: row.asker_email,
          }
        : null,
  };
}

/** GET /api/question/announcement/{id}: the questions tab, one view per viewer (spec 2 section 2.9). */
export async function questionsOf(
  deps: QuestionDeps,
  userId: number | null,
  announcementId: number,
): Promise<QuestionsView> {
  const { row: announcement, role } = await visibleAnnouncement(deps.db, userId, announcementId);
  const rows = await questionsOfAnnouncement(
    deps.db,
    announcementId,
    userId,
    questionScope(announcement, role, userId),
  );
  const open = takesQuestions(announcement, deps.clock.now());
  return {
    viewer:
      userId === null ? 'anonymous' : role.isAuthor ? 'author' : role.canPreviewAsAdmin ? 'admin' : 'user',
    accepting: open,
    can_ask: open && mayAsk(role, userId),
    can_answer: open && mayAnswer(role),
    questions: rows.map((row) => presentQuestion(row, { userId, role })),
  };
}

/** Reads, decisions and writes of one call at most: past them something keeps changing (409). */
const WRITE_ATTEMPTS = 5;

/**
 * POST /api/question: a signed-in user other than the author asks, while the announcement is published
 * and before its deadline by the server clock. One statement numbers it and marks it new for the author.
 */
export async function askQuestion(deps: QuestionDeps, userId: number, input: AskQuestionInput) {
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    const now = deps.clock.now();
    const { row: announcement, role } = await visibleAnnouncement(deps.db, userId, input.advertisement);
    if (!mayAsk(role, userId)) throw forbidden(M.ownAnnouncement);
    if (!takesQuestions(announcement, now)) throw conflict(M.notAccepting);
    const saved = await insertQuestionIfOpen(deps.db, {
      announcementId: announcement.id,
      askerId: userId,
      content: input.content,
      now,
    });
    if (saved) return { question: presentQuestion(saved, { userId, role }) };
  }
  throw conflict(M.notAccepting);
}

/**
 * PUT /api/question/{id}[?mode=publish]: the author (or an administrator with editData in scope) saves
 * a draft answer (NEW or DRAFT -> DRAFT) or publishes it (-> PUBLISHED; a published answer may still be
 * edited, never turned back into a draft), editing the question's text if needed, while the
 * announcement is published and before its deadline. Answering clears the answerer's 'N' mark.
 */
export async function answerQuestion(
  deps: QuestionDeps,
  userId: number,
  id: number,
  input: AnswerQuestionInput,
  publish: boolean,
) {
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    const now = deps.clock.now();
    const question = await findQuestion(deps.db, id);
    if (!question) throw notFound(M.notFound);
    const announcement = {
      id: question.announcement_id,
      owner_id: question.owner_id,
      status: question.announcement_status,
      published_version_id: question.published_version_id,
    };
    const role = await roleFor(deps.db, userId, announcement);
    assertMayView(announcement, role);
    if (!mayAnswer(role)) {
      if (mayReadQuestion(question, announcement, role, userId)) throw forbidden(M.answerForbidden);
      throw notFound(M.notFound);
    }
    if (!takesQuestions({ ...announcement, submission_deadline: question.submission_deadline }, now))
      throw conflict(M.notAccepting);
    if (!publish && question.status === 'PUBLISHED') throw conflict(M.publishedNoDraft);
    const saved = await writeAnswerIfOpen(deps.db, {
      id,
      content: input.content,
      answer: input.answer.content,
      publish,
      userId,
      now,
    });
    if (saved) {
      if (await deleteQuestionMark(deps.db, userId, id))
        await dropAnnouncementMarkWhenSeen(deps.db, userId, saved.announcement_id);
      return { question: presentQuestion(saved, { userId, role }) };
    }
  }
  throw conflict(M.notAccepting);
}

/** DELETE /api/badge/question/{id}: the user's 'N' mark of a question (and of the announcement once nothing is new). */
export async function clearQuestionMark(db: Kysely<DB>, userId: number, id: number) {
  const announcementId = await deleteQuestionMark(db, userId, id);
  if (announcementId === undefined) throw notFound();
  await dropAnnouncementMarkWhenSeen(db, userId, announcementId);
  return { id };
}
