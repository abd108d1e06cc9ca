import { sql } from 'kysely';

/*
 * The questions' reads for other modules (issue 46): query pieces that the caller puts into its own
 * single statement.
 */

/** A subquery of the asker of the question (if it is of the announcement), as (user_id). */
export function askerOf(questionId: number, announcementId: number) {
  return sql<{ user_id: number }>`select q.asker_id as user_id from questions q
     where q.id = ${questionId} and q.announcement_id = ${announcementId}`;
}

/** A subquery of the ids of the announcement's questions (the shell's 'N' marks under it). */
export function questionIdsOf(announcementId: number) {
  return sql<number>`select qs.id from questions qs where qs.announcement_id = ${announcementId}`;
}
