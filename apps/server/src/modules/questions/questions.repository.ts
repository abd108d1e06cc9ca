import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB, QuestionsTable } from '../../db/schema.ts';
import { announcementFacts, announcementOpenLocked } from '../announcements/index.ts';
import { markAmong, markDelete, markExists, marksInsert } from '../shell/index.ts';
import { userContactJsonOf } from '../users/index.ts';
import { markQuestionsChanged } from './public-questions-cache.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Which questions a list reads: all of them, the published ones and those of one asker, only that
 * asker's own, or none.
 */
export type QuestionScope =
  | { kind: 'all' }
  | { kind: 'public'; askerId: number | null }
  | { kind: 'own'; askerId: number }
  | { kind: 'none' };

/** How a viewer sees questions (decided by questions.policy.ts; see `questionsJson`). */
export type QuestionPresentation = {
  viewerId: number | null;
  /** The author and administrators in scope: every status as it is, draft answers, original words. */
  all: boolean;
  /** Administrators in scope (not the author): the asker's name and e-mail. */
  showAsker: boolean;
};

/** The rows a scope reads (and, with `questionId`, only that question). */
function rowsOf(where: { announcementId: number; questionId?: number }, scope: QuestionScope) {
  const filter =
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'own'
        ? sql`q.asker_id = ${scope.askerId}`
        : sql`(q.status = 'PUBLISHED' or q.asker_id = ${scope.kind === 'public' ? (scope.askerId ?? 0) : 0})`;
  const one = where.questionId === undefined ? sql`true` : sql`q.id = ${where.questionId}`;
  return sql`q.announcement_id = ${where.announcementId} and ${filter} and ${one}`;
}

/**
 * One question's JSON text in the viewer's view (questionSchema): the rendering it keeps (migration
 * 0019: `bidder_json` for those who see the public view, `full_json` for those who see all), with the
 * fields that depend on the viewer appended.
 *
 * What the viewer sees follows `p` (questions.policy.ts): a bidder (the asker too) sees a question as
 * new until its answer is published and never a draft answer; the asker's original words reach only
 * the asker and those who see all; the asker is named only with `showAsker`.
 */
function itemOf(p: QuestionPresentation) {
  const viewer = p.viewerId ?? 0;
  return sql<string>`case when ${p.all}::boolean then q.full_json else q.bidder_json end
    || ',"original_content":' || case when (${p.all}::boolean or q.asker_id = ${viewer})
                                           and q.original_content is not null
                                      then to_json(q.original_content)::text else 'null' end
    || ',"is_asker":' || (q.asker_id = ${viewer})::text
    || ',"badge":' || (${viewer}::int > 0 and ${markExists(viewer, 'question', sql.ref('q.id'))})::text
    || ',"asker":' || case when ${p.showAsker}::boolean then ${userContactJsonOf(sql.ref('q.asker_id'))}
                           else 'null' end
    || '}'`;
}

/**
 * The questions of an announcement (or one of them) in number order as the JSON text of the viewer's
 * view: the items of `itemOf` joined by the database. An answer of 500 questions is half a megabyte;
 * building it per request cost ten times more. Unpublished questions of others are not read at all
 * for a viewer who may not see them (`scope`).
 */
export async function questionsJson(
  db: Db,
  where: { announcementId: number; questionId?: number },
  scope: QuestionScope,
  p: QuestionPresentation,
): Promise<string> {
  if (scope.kind === 'none') return '[]';
  const { rows } = await sql<{ json: string }>`${PREPARED}
    select '[' || coalesce(string_agg(${itemOf(p)}, ',' order by q.number), '') || ']' as json
      from questions q where ${rowsOf(where, scope)}`.execute(db);
  return rows[0]?.json ?? '[]';
}

/** The same items one by one, with their numbers (to lay the asker's own over the kept public list). */
export async function questionItems(
  db: Db,
  where: { announcementId: number },
  scope: QuestionScope,
  p: QuestionPresentation,
): Promise<{ number: number; item: string }[]> {
  if (scope.kind === 'none') return [];
  const { rows } = await sql<{ number: number; item: string }>`${PREPARED}
    select q.number, ${itemOf(p)} as item
      from questions q where ${rowsOf(where, scope)}
     order by q.number`.execute(db);
  return rows;
}

/**
 * What the user has of their own among an announcement's questions: questions they asked, and 'N'
 * marks. Without either they read the same list as an anonymous visitor.
 */
export async function ownershipOf(db: Db, announcementId: number, userId: number) {
  const { rows } = await sql<{ asked: boolean; marked: boolean }>`${PREPARED}
    select exists (select 1 from questions where asker_id = ${userId} and announcement_id = ${announcementId}) as asked,
           ${markAmong(userId, 'question', sql`select q.id from questions q where q.announcement_id = ${announcementId}`)} as marked`.execute(
    db,
  );
  return rows[0] ?? { asked: true, marked: true };
}

/** One question with the announcement it belongs to (what an answer is decided on). */
export function findQuestion(db: Db, id: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin(announcementFacts(db).as('a'), 'a.id', 'q.announcement_id')
    .selectAll('q')
    .select([
      'a.owner_id',
      'a.status as announcement_status',
      'a.submission_deadline',
      'a.published_version_id',
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
}

/**
 * Adds a question, numbered next for its announcement, if the announcement takes questions now (published,
 * before its deadline, not the asker's own), under the announcement's share lock (closing at the
 * deadline waits for it), and marks it new for the author. Nothing is written when a condition fails.
 */
export async function insertQuestionIfOpen(
  db: Kysely<DB>,
  q: { announcementId: number; askerId: number; content: string; now: Date },
) {
  const { rows } = await sql<Selectable<QuestionsTable>>`${PREPARED}
    with a as (${announcementOpenLocked(q.announcementId, q.now)}),
         n as (insert into question_numbers (announcement_id, last_number)
                select id, 1 from a where owner_id <> ${q.askerId}
                on conflict (announcement_id) do update set last_number = question_numbers.last_number + 1
                returning announcement_id, last_number),
         q as (insert into questions (announcement_id, number, asker_id, content, status, created_at)
                select announcement_id, last_number, ${q.askerId}, ${q.content}, 'NEW', ${q.now} from n
                returning *),
         m as (${marksInsert(sql`
                select a.owner_id, k.kind, case k.kind when 'question' then q.id else q.announcement_id end, ${q.now}
                  from q cross join a cross join (values ('question'), ('my_advertisement')) k(kind)`)})
    select * from q`.execute(db);
  if (rows[0]) markQuestionsChanged();
  return rows[0];
}

/**
 * Writes an answer (and the question's text, keeping the asker's original words the first time they
 * change) if the announcement still takes answers, under its share lock, and if a draft is not being
 * written over a published answer. Nothing is written when a condition fails.
 */
export async function writeAnswerIfOpen(
  db: Kysely<DB>,
  w: { id: number; content: string; answer: string; publish: boolean; userId: number; now: Date },
) {
  const { rows } = await sql<Selectable<QuestionsTable>>`${PREPARED}
    with a as (${announcementOpenLocked(sql`(select announcement_id from questions where id = ${w.id})`, w.now)})
    update questions
       set original_content = case when original_content is null and content <> ${w.content}
                                   then content else original_content end,
           content = ${w.content},
           answer = ${w.answer},
           status = case when ${w.publish}::boolean then 'PUBLISHED' else 'DRAFT' end,
           answered_by = ${w.userId},
           modified_at = ${w.now},
           published_at = case when ${w.publish}::boolean then coalesce(published_at, ${w.now}) else published_at end
     where id = ${w.id} and exists (select 1 from a) and (status <> 'PUBLISHED' or ${w.publish}::boolean)
     returning *`.execute(db);
  if (rows[0]) markQuestionsChanged();
  return rows[0];
}

/** Removes the user's 'N' mark of a question; the question's announcement id, or undefined when there was none. */
export async function deleteQuestionMark(db: Db, userId: number, questionId: number) {
  const { rows } = await sql<{ announcement_id: number }>`
    with d as (${markDelete(userId, 'question', questionId)})
    select q.announcement_id from d join questions q on q.id = d.subject_id`.execute(db);
  return rows[0]?.announcement_id;
}
