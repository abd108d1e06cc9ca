import { z } from 'zod';

/** GET /api/badge/menu (spec 1 section 3). */
export const menuBadgesSchema = z.object({
  my_advertisement_badge_count: z.number().int().nonnegative(),
  my_offer_set_badge_count: z.number().int().nonnegative(),
  favorite_advertisement_badge_count: z.number().int().nonnegative(),
});
export type MenuBadges = z.infer<typeof menuBadgesSchema>;
