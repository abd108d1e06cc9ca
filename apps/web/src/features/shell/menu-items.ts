import type { PermissionFlag } from '@bk/contracts/auth/permission-flags';
import { DESKTOP_MIN_WIDTH } from '@bk/contracts/common/limits';
import type { MenuBadgeCounts } from './use-menu-badges.ts';

/** Id of the side menu (skip link and the toggle's aria-controls). */
export const MENU_ID = 'menu';

/** From this width the side menu is always shown; below it the menu is an off-canvas panel. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export type MenuItem = {
  label: string;
  to: string;
  /** Shown only to users holding this flag. */
  flag?: PermissionFlag;
  badge?: keyof MenuBadgeCounts;
  /** Paths that belong to the item's section (the item is then marked as current). */
  section: RegExp;
};

/** The side menu (spec 1 section 2, "App shell"), in this order. */
export const menuItems: readonly MenuItem[] = [
  { label: 'Moje projekty i nabory', to: '/projekty', section: /^\/projekty(\/|$)/ },
  {
    label: 'Moje ogłoszenia',
    to: '/ogloszenia',
    badge: 'myAdvertisementBadgeCount',
    section: /^\/ogloszenia(\/nowe)?\/?$/,
  },
  { label: 'Moje oferty', to: '/oferty', badge: 'myOfferSetBadgeCount', section: /^\/oferty(\/|$)/ },
  {
    label: 'Newsletter, powiadomienia, ulubione',
    to: '/newsletter',
    badge: 'favoriteAdvertisementBadgeCount',
    section: /^\/newsletter(\/|$)/,
  },
  {
    label: 'Administracja użytkownikami i uprawnieniami',
    to: '/uzytkownicy',
    flag: 'fullUsersAndPermissions',
    section: /^\/uzytkownicy(\/(?!moj-profil(\/|$)).*)?$/,
  },
  {
    label: 'Administracja słownikiem poziomów wdrażania',
    to: '/administracja/perspektywy',
    flag: 'previewDictionaries',
    section: /^\/administracja\/(perspektywy|programy|osie|dzialania|dzialania-i-poddzialania)(\/|$)/,
  },
  {
    label: 'Administracja treściami',
    to: '/zarzadzanie-trescia',
    flag: 'fullContent',
    section: /^\/zarzadzanie-trescia(\/|$)/,
  },
  {
    label: 'Administracja projektami i naborami',
    to: '/administracja/projekty',
    flag: 'projectsEnrollments',
    section: /^\/administracja\/projekty(\/|$)/,
  },
  {
    label: 'Administracja ogłoszeniami',
    to: '/administracja/ogloszenia',
    flag: 'advertisements',
    section: /^\/administracja\/ogloszenia(\/|$)/,
  },
  {
    label: 'Dziennik zdarzeń',
    to: '/administracja/dziennik',
    flag: 'auditLog',
    section: /^\/administracja\/dziennik(\/|$)/,
  },
  {
    label: 'Awarie portalu',
    to: '/administracja/awarie',
    flag: 'auditLog',
    section: /^\/administracja\/awarie(\/|$)/,
  },
];

/** aria-current for an item: 'page' on its own page, 'true' inside its section. */
export function currentMarker(item: MenuItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.to || pathname === `${item.to}/`) return 'page';
  return item.section.test(pathname) ? 'true' : undefined;
}
