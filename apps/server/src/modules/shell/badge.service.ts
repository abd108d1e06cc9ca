import type { MenuBadges } from '@bk/contracts/shell/badge';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countBadgeMarks, dropAnnouncementMarkWhenSeen as dropMarkWhenSeen } from './badge.repository.ts';

/**
 * Menu badges count the user's "new" marks: each mark says that something the user follows changed
 * (a new offer or question on their announcement, a change of a favourite...). The features that
 * produce the changes write the marks; clearing a mark ("USUŃ OZNACZENIE JAKO NOWE") deletes it. With
 * the e-mail notifications switched off no mark shows, here or in any list (spec 2 section 2.11): every
 * read goes through the visible_badge_marks view (migration 0026).
 */
export async function menuBadges(db: Kysely<DB>, userId: number): Promise<MenuBadges> {
  const rows = await countBadgeMarks(db, userId);
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return {
    my_advertisement_badge_count: count('my_advertisement'),
    my_offer_set_badge_count: count('my_offer_set'),
    favorite_advertisement_badge_count: count('favorite_advertisement'),
  };
}

/**
 * The announcement's own 'N' mark of its author goes once none of its questions or offer sets is new
 * to the author any more (clearing a question's or an offer set's mark, in that transaction).
 */
export function dropAnnouncementMarkWhenSeen(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  announcementId: number,
) {
  return dropMarkWhenSeen(db, userId, announcementId);
}
