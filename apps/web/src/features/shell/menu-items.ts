import type { PermissionFlag } from '@bk/contracts/auth/permission-flags';
import type { MessageDescriptor } from '@lingui/core';
import type { MenuBadgeCounts } from './use-menu-badges.ts';

export { DESKTOP_QUERY, MENU_ID } from './menu-constants.ts';

export type MenuItem = {
  label: MessageDescriptor;
  to: string;
  /** Shown only to users holding this flag. */
  flag?: PermissionFlag;
  badge?: keyof MenuBadgeCounts;
  /** Paths that belong to the item's section (the item is then marked as current). */
  section: RegExp;
};

/** The side menu (spec 1 section 2, "App shell"), in this order. */
export const menuItems: readonly MenuItem[] = [
  {
    label: /*i18n*/ { id: 'menu.my-projects', message: 'Moje projekty i nabory' },
    to: '/projekty',
    section: /^\/projekty(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.my-announcements', message: 'Moje ogłoszenia' },
    to: '/ogloszenia',
    badge: 'myAdvertisementBadgeCount',
    section: /^\/ogloszenia(\/nowe)?\/?$/,
  },
  {
    label: /*i18n*/ { id: 'menu.my-offers', message: 'Moje oferty' },
    to: '/oferty',
    badge: 'myOfferSetBadgeCount',
    section: /^\/oferty(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.newsletter', message: 'Newsletter, powiadomienia, ulubione' },
    to: '/newsletter',
    badge: 'favoriteAdvertisementBadgeCount',
    section: /^\/newsletter(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.users', message: 'Administracja użytkownikami i uprawnieniami' },
    to: '/uzytkownicy',
    flag: 'fullUsersAndPermissions',
    section: /^\/uzytkownicy(\/(?!moj-profil(\/|$)).*)?$/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.dictionary', message: 'Administracja słownikiem poziomów wdrażania' },
    to: '/administracja/perspektywy',
    flag: 'previewDictionaries',
    section: /^\/administracja\/(perspektywy|programy|osie|dzialania|dzialania-i-poddzialania)(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.content', message: 'Administracja treściami' },
    to: '/zarzadzanie-trescia',
    flag: 'fullContent',
    section: /^\/zarzadzanie-trescia(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.projects', message: 'Administracja projektami i naborami' },
    to: '/administracja/projekty',
    flag: 'projectsEnrollments',
    section: /^\/administracja\/projekty(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.announcements', message: 'Administracja ogłoszeniami' },
    to: '/administracja/ogloszenia',
    flag: 'advertisements',
    section: /^\/administracja\/ogloszenia(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.audit', message: 'Dziennik zdarzeń' },
    to: '/administracja/dziennik',
    flag: 'auditLog',
    section: /^\/administracja\/dziennik(\/|$)/,
  },
  {
    label: /*i18n*/ { id: 'menu.admin.outages', message: 'Awarie portalu' },
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
