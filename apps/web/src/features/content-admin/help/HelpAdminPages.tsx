/**
 * The help administration (spec 3 sections 2.5 'Help', 4, 5.5 and 8 'Content'):
 * - HelpAdminListPage: /zarzadzanie-trescia/pomoc (?typ=ekranowa for the screen tab)
 * - HelpNewPage: /zarzadzanie-trescia/pomoc/nowa
 * - HelpDetailsPage: /zarzadzanie-trescia/pomoc/:idSlug
 * - HelpEditPage: /zarzadzanie-trescia/pomoc/:idSlug/edytuj
 */
export { HelpAdminListPage } from './HelpAdminList.tsx';
export { HelpDetailsPage } from './HelpDetailsPage.tsx';
export { HelpEditPage, HelpNewPage } from './HelpFormPages.tsx';
