import type { MenuBadges } from '@bk/contracts/shell/badge';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { menuBadgesQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';

/** GET /api/badge/menu after `toPolish`. */
export type MenuBadgeCounts = {
  myAdvertisementBadgeCount: MenuBadges['my_advertisement_badge_count'];
  myOfferSetBadgeCount: MenuBadges['my_offer_set_badge_count'];
  favoriteAdvertisementBadgeCount: MenuBadges['favorite_advertisement_badge_count'];
};

/** The menu's badge counts for the signed-in user; fetched again when the window regains focus. */
export function useMenuBadges() {
  const session = useSession();
  return useQuery({
    queryKey: menuBadgesQueryKey(session.user?.id),
    queryFn: ({ signal }) => api<MenuBadgeCounts>('/api/badge/menu', { signal }),
    enabled: session.status === 'authenticated',
    refetchOnWindowFocus: 'always',
  });
}
