import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type BadgeKind = 'my_advertisement' | 'my_offer_set' | 'favorite_advertisement';

export function countBadgeMarks(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('badge_marks')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
}

export function insertBadgeMark(
  db: Kysely<DB>,
  mark: { user_id: number; kind: BadgeKind; subject_id: number; created_at: Date },
) {
  return db
    .insertInto('badge_marks')
    .values(mark)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'subject_id']).doNothing())
    .execute();
}
