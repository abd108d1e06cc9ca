import type { MenuBadges } from '@bk/contracts/shell/badge';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notificationsEnabled } from '../newsletter/notifications.service.ts';
import { countBadgeMarks } from './badge.repository.ts';

/**
 * Menu badges count the user's "new" marks: each mark says that something the user follows changed
 * (a new offer or question on their announcement, a change of a favourite...). The features that
 * produce the changes write the marks; clearing a mark ("USUŃ OZNACZENIE JAKO NOWE") deletes it.
 */
export async function menuBadges(db: Kysely<DB>, userId: number): Promise<MenuBadges> {
  // With the e-mail notifications switched off the 'N' marks are hidden too (spec 2 section 2.11).
  if (!(await notificationsEnabled(db, userId))) {
    return {
      my_advertisement_badge_count: 0,
      my_offer_set_badge_count: 0,
      favorite_advertisement_badge_count: 0,
    };
  }
  const rows = await countBadgeMarks(db, userId);
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return {
    my_advertisement_badge_count: count('my_advertisement'),
    my_offer_set_badge_count: count('my_offer_set'),
    favorite_advertisement_badge_count: count('favorite_advertisement'),
  };
}
