import {
  type AnswerQuestionInput,
  type AskQuestionInput,
  questionMessages as M,
  type Question,
  type QuestionsView,
} from '@bk/contracts/questions/questions';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { KeptAnswer } from '../../lib/kept-answer.ts';
import {
  type AnnouncementRole,
  assertMayView,
  roleFor,
  visibleAnnouncement,
} from '../announcements/index.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';
import { dropAnnouncementMarkWhenSeen } from '../shell/index.ts';
import { type PublicItem, publicAnswer, publicItems } from './public-questions-cache.ts';
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
  ownershipOf,
  type QuestionPresentation,
  questionItems,
  questionsJson,
  writeAnswerIfOpen,
} from './questions.repository.ts';

export type QuestionDeps = { db: Kysely<DB>; clock: Clock };

type Viewer = { userId: number | null; role: AnnouncementRole };

/** How the viewer sees questions (questions.policy.ts). */
function presentation({ userId, role }: Viewer): QuestionPresentation {
  return { viewerId: userId, all: seesAllQuestions(role), showAsker: seesAsker(role) };
}

/** One question as the viewer sees it (the answer of a write). */
async function presentQuestion(
  db: Kysely<DB>,
  question: { id: number; announcement_id: number },
  viewer: Viewer,
): Promise<Question> {
  const json = await questionsJson(
    db,
    { announcementId: question.announcement_id, questionId: question.id },
    { kind: 'all' },
    presentation(viewer),
  );
  return (JSON.parse(json) as Question[])[0] as Question;
}

const anonymous: QuestionPresentation = { viewerId: null, all: false, showAsker: false };

/** The asker's own questions laid over the public list, in number order (theirs replace the public ones). */
function overlay(shared: PublicItem[], own: { number: number; item: string }[]): Buffer[] {
  const mine = new Set(own.map((o) => o.number));
  const rest = shared.filter((s) => !mine.has(s.number));
  const merged: Buffer[] = [];
  let i = 0;
  for (const o of own) {
    while (i < rest.length && (rest[i] as PublicItem).number < o.number)
      merged.push((rest[i++] as PublicItem).bytes);
    merged.push(Buffer.from(o.item));
  }
  while (i < rest.length) merged.push((rest[i++] as PublicItem).bytes);
  return merged;
}

const COMMA = Buffer.from(',');

/** The envelope around the list's items (questionsViewSchema), as one answer to keep or send. */
function envelope(head: string, items: Buffer[]): KeptAnswer {
  const parts: Buffer[] = [Buffer.from(`{"status":"OK","data":${head.slice(0, -1)},"questions":[`)];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(Buffer.from(']}}'));
  return new KeptAnswer(Buffer.concat(parts));
}

/**
 * GET /api/question/announcement/{id}: the questions tab, one view per viewer (spec 2 section 2.9), as
 * the bytes of the envelope's JSON (questionsViewSchema). The published questions in the public view
 * are kept for a second (public-questions-cache.ts): a reader with nothing of their own there gets
 * the same answer as every such reader (kept with its compressed forms); an asker gets it with their
 * own questions laid over it; the author and administrators get a list joined by the database.
 */
export async function questionsOf(
  deps: QuestionDeps,
  userId: number | null,
  announcementId: number,
): Promise<KeptAnswer> {
  const { db } = deps;
  const { row: announcement, role } = await visibleAnnouncement(db, userId, announcementId);
  const scope = questionScope(announcement, role, userId);
  const open = takesQuestions(announcement, deps.clock.now());
  const head = JSON.stringify({
    viewer:
      userId === null ? 'anonymous' : role.isAuthor ? 'author' : role.canPreviewAsAdmin ? 'admin' : 'user',
    accepting: open,
    can_ask: open && mayAsk(role, userId),
    can_answer: open && mayAnswer(role),
  } satisfies Omit<QuestionsView, 'questions'>);
  if (scope.kind === 'public') {
    const own =
      userId === null ? { asked: false, marked: false } : await ownershipOf(db, announcementId, userId);
    const shared = () =>
      publicItems(db, announcementId, async () =>
        (await questionItems(db, { announcementId }, { kind: 'public', askerId: null }, anonymous)).map(
          (r) => ({ number: r.number, bytes: Buffer.from(r.item) }),
        ),
      );
    if (!own.asked && !own.marked)
      return publicAnswer(db, `${announcementId} ${head}`, async () =>
        envelope(
          head,
          (await shared()).map((s) => s.bytes),
        ),
      );
    if (userId !== null && !own.marked) {
      const mine = await questionItems(
        db,
        { announcementId },
        { kind: 'own', askerId: userId },
        presentation({ userId, role }),
      );
      return envelope(head, overlay(await shared(), mine));
    }
  }
  const list = await questionsJson(db, { announcementId }, scope, presentation({ userId, role }));
  return new KeptAnswer(Buffer.from(`{"status":"OK","data":${head.slice(0, -1)},"questions":${list}}}`));
}

/** Records an event of a question (its object), with its announcement. */
function questionEvent(
  trx: Transaction<DB>,
  type: EventType,
  question: { id: number; announcement_id: number },
  userId: number,
  at: Date,
  extra: Record<string, unknown> = {},
) {
  return recordEvent(trx, {
    type,
    object: { kind: 'question', id: question.id },
    actor: userActor(userId),
    at,
    payload: { announcement_id: question.announcement_id, ...extra },
  });
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
    const saved = await deps.db.transaction().execute(async (trx) => {
      const inserted = await insertQuestionIfOpen(trx, {
        announcementId: announcement.id,
        askerId: userId,
        content: input.content,
        now,
      });
      if (inserted)
        await questionEvent(trx, 'question.asked', inserted, userId, now, { number: inserted.number });
      return inserted;
    });
    if (saved) return { question: await presentQuestion(deps.db, saved, { userId, role }) };
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
    const saved = await deps.db.transaction().execute(async (trx) => {
      const written = await writeAnswerIfOpen(trx, {
        id,
        content: input.content,
        answer: input.answer.content,
        publish,
        userId,
        now,
      });
      if (!written) return written;
      await questionEvent(trx, publish ? 'answer.published' : 'answer.saved', written, userId, now, {
        number: written.number,
        changed: question.status === 'PUBLISHED',
      });
      if (await deleteQuestionMark(trx, userId, id))
        await dropAnnouncementMarkWhenSeen(trx, userId, written.announcement_id);
      return written;
    });
    if (saved) return { question: await presentQuestion(deps.db, saved, { userId, role }) };
  }
  throw conflict(M.notAccepting);
}

/** DELETE /api/badge/question/{id}: the user's 'N' mark of a question (and of the announcement once nothing is new). */
export async function clearQuestionMark(deps: QuestionDeps, userId: number, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const announcementId = await deleteQuestionMark(trx, userId, id);
    if (announcementId === undefined) throw notFound();
    await dropAnnouncementMarkWhenSeen(trx, userId, announcementId);
    await questionEvent(
      trx,
      'mark.cleared',
      { id, announcement_id: announcementId },
      userId,
      deps.clock.now(),
      {
        kind: 'question',
      },
    );
    return { id };
  });
}

/**
 * The published questions and their answers as the public sees them, in number order (the procedure
 * file's pytania-i-odpowiedzi.json, decision 0047; its caller decides who may have it).
 */
export async function publishedQuestions(db: Kysely<DB>, announcementId: number): Promise<unknown[]> {
  return JSON.parse(
    await questionsJson(db, { announcementId }, { kind: 'public', askerId: null }, anonymous),
  ) as unknown[];
}
