import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB, QuestionsTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Which questions a list reads: all of them, or the published ones and those of one asker. */
export type QuestionScope = { kind: 'all' } | { kind: 'public'; askerId: number | null } | { kind: 'none' };

export type QuestionRow = Selectable<QuestionsTable> & {
  badge: boolean;
  asker_forename: string;
  asker_surname: string;
  asker_email: string;
};

/**
 * The questions of an announcement in number order, with the viewer's 'N' mark of each and the asker's
 * name (which only the service decides to show). Unpublished questions of others are not read at all
 * for a viewer who may not see them.
 */
export async function questionsOfAnnouncement(
  db: Db,
  announcementId: number,
  viewerId: number | null,
  scope: QuestionScope,
): Promise<QuestionRow[]> {
  if (scope.kind === 'none') return [];
  const filter =
    scope.kind === 'all' ? sql`true` : sql`(q.status = 'PUBLISHED' or q.asker_id = ${scope.askerId ?? 0})`;
  const { rows } = await sql<QuestionRow>`${PREPARED}
    select q.*, u.forename as asker_forename, u.surname as asker_surname, u.email as asker_email,
           exists (select 1 from badge_marks b
                    where b.user_id = ${viewerId ?? 0} and b.kind = 'question' and b.subject_id = q.id) as badge
      from questions q join users u on u.id = q.asker_id
     where q.announcement_id = ${announcementId} and ${filter}
     order by q.number`.execute(db);
  return rows;
}

/** One question with the announcement it belongs to (what an answer is decided on). */
export function findQuestion(db: Db, id: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin('announcements as a', 'a.id', 'q.announcement_id')
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
    with a as (select id, owner_id from announcements
                where id = ${q.announcementId} and status = 'PUBLISHED' and submission_deadline > ${q.now}
                  and owner_id <> ${q.askerId}
                for share),
         n as (insert into question_numbers (announcement_id, last_number) select id, 1 from a
                on conflict (announcement_id) do update set last_number = question_numbers.last_number + 1
                returning announcement_id, last_number),
         q as (insert into questions (announcement_id, number, asker_id, content, status, created_at)
                select announcement_id, last_number, ${q.askerId}, ${q.content}, 'NEW', ${q.now} from n
                returning *),
         m as (insert into badge_marks (user_id, kind, subject_id, created_at)
                select a.owner_id, k.kind, case k.kind when 'question' then q.id else q.announcement_id end, ${q.now}
                  from q cross join a cross join (values ('question'), ('my_advertisement')) k(kind)
                on conflict (user_id, kind, subject_id) do nothing)
    select * from q`.execute(db);
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
    with a as (select a.id from announcements a join questions q on q.announcement_id = a.id
                where q.id = ${w.id} and a.status = 'PUBLISHED' and a.submission_deadline > ${w.now}
                for share of a)
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
  return rows[0];
}

/** Removes the user's 'N' mark of a question; the question's announcement id, or undefined when there was none. */
export async function deleteQuestionMark(db: Db, userId: number, questionId: number) {
  const { rows } = await sql<{ announcement_id: number }>`
    with d as (delete from badge_marks where user_id = ${userId} and kind = 'question' and subject_id = ${questionId}
               returning subject_id)
    select q.announcement_id from d join questions q on q.id = d.subject_id`.execute(db);
  return rows[0]?.announcement_id;
}
