import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

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
       and not exists (select 1 from badge_marks b join questions q on q.id = b.subject_id
                        where b.user_id = ${userId} and b.kind = 'question' and q.announcement_id = ${announcementId})
       and not exists (select 1 from badge_marks b join offer_sets o on o.id = b.subject_id
                        where b.user_id = ${userId} and b.kind = 'offer_set' and o.announcement_id = ${announcementId})`.execute(
    db,
  );
}
