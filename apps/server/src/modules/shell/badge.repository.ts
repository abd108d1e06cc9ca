import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { markSubjects } from './mark-subjects.ts';

export function countBadgeMarks(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('visible_badge_marks')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
}

/**
 * Drops the user's 'N' mark of their announcement once nothing new is left under it: no new question
 * and no new offer set of that announcement still marked for the user. (The mark stands for "something
 * new here"; clearing the last of the things it stood for clears it, and the menu badge with it.)
 */
export async function dropAnnouncementMarkWhenSeen(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  announcementId: number,
) {
  await sql`
    delete from badge_marks m
     where m.user_id = ${userId} and m.kind = 'my_advertisement' and m.subject_id = ${announcementId}
       and not exists (select 1 from badge_marks b
                        where b.user_id = ${userId} and b.kind = 'question'
                          and b.subject_id in (${markSubjects().questionIdsOf(announcementId)}))
       and not exists (select 1 from badge_marks b
                        where b.user_id = ${userId} and b.kind = 'offer_set'
                          and b.subject_id in (${markSubjects().offerSetIdsOf(announcementId)}))`.execute(db);
}

type Db = Kysely<DB> | Transaction<DB>;

/** Adds 'N' marks (user, kind, subject), keeping those the users already have. */
export async function insertMarks(
  db: Db,
  marks: readonly { user_id: number; kind: string; subject_id: number }[],
  at: Date,
) {
  if (marks.length === 0) return;
  for (let i = 0; i < marks.length; i += 1000)
    await db
      .insertInto('badge_marks')
      .values(marks.slice(i, i + 1000).map((m) => ({ ...m, created_at: at })))
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'subject_id']).doNothing())
      .execute();
}

/**
 * A statement (for a CTE of the caller's single statement) that adds the marks its `rows` select, as
 * (user_id, kind, subject_id, created_at), keeping those the users already have.
 */
export function marksInsert(rows: RawBuilder<unknown>) {
  return sql`insert into badge_marks (user_id, kind, subject_id, created_at) ${rows}
          on conflict (user_id, kind, subject_id) do nothing`;
}

/** A statement (for a CTE of the caller's single statement) that removes one mark, returning its subject_id. */
export function markDelete(userId: number, kind: string, subjectId: number) {
  return sql`delete from badge_marks where user_id = ${userId} and kind = ${kind} and subject_id = ${subjectId}
               returning subject_id`;
}

/** The user's 'new' marks of one favourite announcement. */
export async function deleteFavoriteMarks(db: Db, userId: number, announcementId: number) {
  await db
    .deleteFrom('badge_marks')
    .where('user_id', '=', userId)
    .where('kind', '=', 'favorite_advertisement')
    .where('subject_id', '=', announcementId)
    .execute();
}

/**
 * The user's 'new' marks of one announcement: as its author, as a favourite, and as a bidder (the mark
 * of the user's offer set there, issue 32).
 */
export async function deleteAnnouncementMarks(db: Db, userId: number, announcementId: number) {
  await db
    .deleteFrom('badge_marks')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('kind', 'in', ['my_advertisement', 'favorite_advertisement']),
          eb('subject_id', '=', announcementId),
        ]),
        eb.and([
          eb('kind', '=', 'my_offer_set'),
          sql<boolean>`subject_id in (${markSubjects().offerSetIdsOf(announcementId)})`,
        ]),
      ]),
    )
    .execute();
}

/**
 * For another module's select: whether the user sees a mark of `kind` on the subject whose id `subject`
 * names (a column of the caller's query, e.g. `sql.ref('a.id')`).
 */
export function markExists(userId: number, kind: string, subject: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from visible_badge_marks b
                        where b.user_id = ${userId} and b.kind = ${kind} and b.subject_id = ${subject})`;
}

/** For another module's select: how many marks of `kind` the user sees on the subject `subject` names. */
export function markCount(userId: number, kind: string, subject: RawBuilder<unknown>) {
  return sql<number>`(select count(*) from visible_badge_marks b
                        where b.user_id = ${userId} and b.kind = ${kind} and b.subject_id = ${subject})`;
}

/** The ids of the subjects of `kind` the user sees a mark of. */
export async function markedSubjectIds(db: Db, userId: number, kind: string) {
  const rows = await db
    .selectFrom('visible_badge_marks')
    .select('subject_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((m) => m.subject_id));
}

/**
 * For another module's select: whether the user sees a mark of `kind` on any of the subjects whose ids
 * `subjects` selects (a subquery of the caller's).
 */
export function markAmong(userId: number, kind: string, subjects: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from visible_badge_marks b
                        where b.user_id = ${userId} and b.kind = ${kind} and b.subject_id in (${subjects}))`;
}

/**
 * For the announcement's details (one statement, issue 46): the 'N' marks the user `userId` sees on the
 * announcement `announcementId` and under it, as pieces of the caller's select: `badge`, whether there is
 * one on the announcement (as its author or on a favourite) or on the user's own offer set under it;
 * `offerSets` and `questions`, how many of its offer sets and of its questions the user sees marked.
 */
export function announcementMarksOf(userId: number, announcementId: number) {
  const { offerSetIdsOf, questionIdsOf } = markSubjects();
  return {
    badge: sql<boolean>`(exists (
        select 1 from visible_badge_marks b
        where b.user_id = ${userId} and b.subject_id = ${announcementId}
          and b.kind in ('my_advertisement', 'favorite_advertisement')
      ) or exists (
        select 1 from visible_badge_marks b
        where b.user_id = ${userId} and b.kind = 'my_offer_set'
          and b.subject_id in (${offerSetIdsOf(announcementId)})
      ))`,
    offerSets: sql<number>`(
        select count(*)::int from visible_badge_marks b
        where b.user_id = ${userId} and b.kind = 'offer_set' and b.subject_id in (${offerSetIdsOf(announcementId)})
      )`,
    questions: sql<number>`(
        select count(*)::int from visible_badge_marks b
        where b.user_id = ${userId} and b.kind = 'question' and b.subject_id in (${questionIdsOf(announcementId)})
      )`,
  };
}
