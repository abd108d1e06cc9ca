import type { PermissionFlag } from '@bk/contracts/auth/permission-flags';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { NotFoundView } from '../components/status/NotFoundView.tsx';
import { InitText } from '../components/ui/LoadingText.tsx';
import { requestAnnouncementEarly } from '../features/announcement-details/view-path.ts';
import type { LevelPageKey } from '../features/dictionaries/levels-config.ts';
import { HomePage, preloadHomeParts } from '../features/home/HomePage.tsx';
import { requestEarly } from '../lib/api.ts';
import { hasSessionCookie } from '../lib/cookies.ts';
import { loadCatalogs } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/server-data.ts';
import { isServer } from '../lib/server-env.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteErrorView } from './RouteErrorView.tsx';
import { ShellLayout } from './ShellLayout.tsx';

/**
 * Protected routes whose screens later work builds show the not-found view inside their guard until
 * then (docs/decisions/0006): the guard is real, no screen pretends to work.
 */

/** The announcement page's code and its texts (lib/i18n.ts) together. */
async function announcementPage() {
  const [page] = await Promise.all([import('./AnnouncementPage.tsx'), loadCatalogs(['details'])]);
  return page;
}

/** The dictionary screens (spec 3 section 2.4) and what each lists. */
const dictionaryRoutes: [string, LevelPageKey][] = [
  ['administracja/perspektywy', 'perspectives'],
  ['administracja/perspektywy/:parentId/programy', 'programmes'],
  ['administracja/programy/:parentId/osie', 'priorities'],
  ['administracja/osie/:parentId/dzialania-i-poddzialania', 'subactivities'],
  ['administracja/osie/:parentId/dzialania', 'activities'],
  ['administracja/dzialania-i-poddzialania/:parentId/regiony', 'regions'],
  ['administracja/dzialania/:parentId/instytucje', 'institutions'],
];

/**
 * A loader that starts a route's first data call beside its code, the first time the route is opened
 * by an anonymous visitor (later visits have the code already; a signed-in visitor's session is not
 * known yet then). It returns nothing and does not wait for the answer: the page reads its data as
 * always, and its call takes the answer already on its way (lib/api.ts, requestEarly). It waits only
 * until the call is started (`start` may first load a small module): the page, whose code loads
 * meanwhile, is drawn after its loader, so its own call can never go out before the early one.
 */
function earlyData(start: (args: LoaderFunctionArgs) => unknown) {
  let first = true;
  return async (args: LoaderFunctionArgs) => {
    // Rendered on the server, the page's data comes with it (ssr/entry-server.tsx).
    if (isServer) return null;
    const wanted = first && !hasSessionCookie();
    first = false;
    // A failure is the page's to show, when its own call fails.
    if (wanted) await Promise.resolve(start(args)).catch(() => undefined);
    return null;
  };
}

/**
 * The routes with an early-data loader: it serves only the first visit, so a change of the address's
 * query on the same page (its canonical form after hydration, a filter) does not run it again.
 */
const noRevalidation = () => false;

/** A lazily loaded page behind its permission flag (signed-in users only; without the flag, not found). */
function guarded(path: string, flag: PermissionFlag, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RequireAuth flag={flag}>
            <Page />
          </RequireAuth>
        ),
      };
    },
  };
}

const statementsList = () => import('../features/content-admin/statements/StatementsListPage.tsx');
const statementDetails = () => import('../features/content-admin/statements/StatementDetailsPage.tsx');
const statementForms = () => import('../features/content-admin/statements/StatementFormPages.tsx');
const helpPages = () => import('../features/content-admin/help/HelpAdminPages.tsx');
const termsPages = () => import('../features/content-admin/terms/TermsAdminPages.tsx');
const cookiesPages = () => import('../features/content-admin/cookies/CookiesAdminPages.tsx');
const generalPages = () => import('../features/content-admin/general/GeneralContentAdminPages.tsx');
const GENERAL = 'generalContentCookiesRegulation';

/** The content administration (spec 3 section 2.5): the hub and each area's routes. */
const contentAdminRoutes: RouteObject[] = [
  guarded(
    'zarzadzanie-trescia',
    'fullContent',
    async () => (await import('../features/content-admin/ContentHubPage.tsx')).ContentHubPage,
  ),
  guarded('zarzadzanie-trescia/pomoc', 'help', async () => (await helpPages()).HelpAdminListPage),
  guarded('zarzadzanie-trescia/pomoc/nowa', 'help', async () => (await helpPages()).HelpNewPage),
  guarded('zarzadzanie-trescia/pomoc/:idSlug', 'help', async () => (await helpPages()).HelpDetailsPage),
  guarded('zarzadzanie-trescia/pomoc/:idSlug/edytuj', 'help', async () => (await helpPages()).HelpEditPage),
  guarded('zarzadzanie-trescia/regulaminy', GENERAL, async () => (await termsPages()).TermsOverviewPage),
  guarded('zarzadzanie-trescia/regulaminy/nowy', GENERAL, async () => (await termsPages()).TermsNewPage),
  guarded('zarzadzanie-trescia/regulaminy/aktualny', GENERAL, async () => {
    const { TermsVersionPage } = await termsPages();
    return () => <TermsVersionPage version="current" />;
  }),
  guarded('zarzadzanie-trescia/regulaminy/do-opublikowania', GENERAL, async () => {
    const { TermsVersionPage } = await termsPages();
    return () => <TermsVersionPage version="pending" />;
  }),
  guarded('zarzadzanie-trescia/regulaminy/edytuj', GENERAL, async () => (await termsPages()).TermsEditPage),
  guarded('zarzadzanie-trescia/ciasteczka', GENERAL, async () => (await cookiesPages()).CookiesPage),
  guarded('zarzadzanie-trescia/ciasteczka/nowe', GENERAL, async () => {
    const { CookiesFormPage } = await cookiesPages();
    return () => <CookiesFormPage mode="new" />;
  }),
  guarded('zarzadzanie-trescia/ciasteczka/edytuj', GENERAL, async () => {
    const { CookiesFormPage } = await cookiesPages();
    return () => <CookiesFormPage mode="edit" />;
  }),
  guarded(
    'zarzadzanie-trescia/tresci-ogolne',
    GENERAL,
    async () => (await generalPages()).GeneralContentsPage,
  ),
  guarded(
    'zarzadzanie-trescia/tresci-ogolne/:id',
    GENERAL,
    async () => (await generalPages()).GeneralContentPage,
  ),
  guarded(
    'zarzadzanie-trescia/tresci-ogolne/:id/edytuj',
    GENERAL,
    async () => (await generalPages()).GeneralContentEditPage,
  ),
  guarded(
    'zarzadzanie-trescia/komunikaty',
    'statements',
    async () => (await statementsList()).StatementsAdminPage,
  ),
  guarded(
    'zarzadzanie-trescia/komunikaty/nowy',
    'statements',
    async () => (await statementForms()).StatementNewPage,
  ),
  guarded(
    'zarzadzanie-trescia/komunikaty/:idSlug',
    'statements',
    async () => (await statementDetails()).StatementDetailsPage,
  ),
  guarded(
    'zarzadzanie-trescia/komunikaty/:idSlug/edytuj',
    'statements',
    async () => (await statementForms()).StatementEditPage,
  ),
];

/** The route table (spec 1 section 2). Each comment names the feature folder that fills the route. */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      {
        errorElement: <RouteErrorView />,
        hydrateFallbackElement: <InitText page />,
        children: [
          // features/home
          { index: true, element: <HomePage />, handle: { preload: preloadHomeParts } satisfies RouteHandle },
          // features/auth: login outcome pages
          {
            path: 'logowanie',
            lazy: async () => ({
              Component: (await import('../features/auth/LoginSuccessPage.tsx')).LoginSuccessPage,
            }),
          },
          {
            path: 'blad-logowania',
            lazy: async () => ({
              Component: (await import('../features/auth/LoginErrorPage.tsx')).LoginErrorPage,
            }),
          },
          // features/static-pages
          {
            path: 'deklaracja-dostepnosci',
            lazy: async () => ({
              Component: (await import('../features/static-pages/AccessibilityDeclarationPage.tsx'))
                .AccessibilityDeclarationPage,
            }),
          },
          {
            path: 'otwarte-dane',
            lazy: async () => ({
              Component: (
                await Promise.all([
                  import('../features/static-pages/OpenDataPage.tsx'),
                  loadCatalogs(['public']),
                ])
              )[0].OpenDataPage,
            }),
          },
          // features/procedure-file: the check of a procedure file, in the browser (decision 0047)
          {
            path: 'weryfikacja',
            lazy: async () => ({
              Component: (
                await Promise.all([
                  import('../features/procedure-file/VerificationPage.tsx'),
                  loadCatalogs(['public']),
                ])
              )[0].VerificationPage,
            }),
          },
          // features/statistics: the public competition indicators
          {
            path: 'statystyki',
            lazy: async () => ({
              Component: (
                await Promise.all([
                  import('../features/statistics/StatisticsPage.tsx'),
                  loadCatalogs(['public']),
                ])
              )[0].StatisticsPage,
            }),
          },
          // features/availability: the portal's availability on record (issue 50)
          {
            path: 'status',
            lazy: async () => ({
              Component: (
                await Promise.all([
                  import('../features/availability/StatusPage.tsx'),
                  loadCatalogs(['public']),
                ])
              )[0].StatusPage,
            }),
          },
          // features/content: help, terms and statements for everyone
          {
            path: 'pomoc',
            loader: earlyData(() => requestEarly('/api/help')),
            shouldRevalidate: noRevalidation,
            lazy: async () => ({
              Component: (await import('../features/content/HelpPages.tsx')).HelpIndexPage,
            }),
          },
          {
            path: 'pomoc/:idSlug',
            lazy: async () => ({
              Component: (await import('../features/content/HelpPages.tsx')).HelpArticlePage,
            }),
          },
          {
            path: 'regulamin',
            lazy: async () => ({ Component: (await import('../features/content/TermsPage.tsx')).TermsPage }),
          },
          {
            path: 'komunikaty',
            loader: earlyData(() => requestEarly('/api/statements')),
            shouldRevalidate: noRevalidation,
            lazy: async () => ({
              Component: (await import('../features/content/StatementPages.tsx')).StatementsPage,
            }),
          },
          {
            path: 'komunikaty/:idSlug',
            lazy: async () => ({
              Component: (await import('../features/content/StatementPages.tsx')).StatementPage,
            }),
          },
          // features/projects: the advertiser's projects and enrolments
          {
            path: 'projekty',
            lazy: async () => {
              const { ProjectsPage } = await import('../features/projects/ProjectsPage.tsx');
              return {
                element: (
                  <RequireAuth>
                    <ProjectsPage />
                  </RequireAuth>
                ),
              };
            },
          },
          // features/announcements: my announcements
          {
            path: 'ogloszenia',
            lazy: async () => {
              const { MyAnnouncementsPage } = await import(
                '../features/announcements/MyAnnouncementsPage.tsx'
              );
              return {
                element: (
                  <RequireAuth>
                    <MyAnnouncementsPage />
                  </RequireAuth>
                ),
              };
            },
          },
          // features/announcement-form: the announcement form (new, and edit of drafts and published ones)
          ...['ogloszenia/nowe', 'ogloszenia/:id/edytuj'].map((path) => ({
            path,
            lazy: async () => {
              const { AnnouncementFormPage } = await import(
                '../features/announcement-form/AnnouncementFormPage.tsx'
              );
              return {
                element: (
                  <RequireAuth>
                    <AnnouncementFormPage />
                  </RequireAuth>
                ),
              };
            },
          })),
          // features/search: the public announcement search
          {
            path: 'ogloszenia/szukaj',
            loader: earlyData(async ({ request }) =>
              (await import('../features/search/search-early.ts')).requestSearchEarly(
                new URL(request.url).search,
              ),
            ),
            shouldRevalidate: noRevalidation,
            handle: {
              serverData: async ({ url, client }) =>
                (await import('../features/search/search-server-data.ts')).prefetchSearch(client, url.search),
              address: async (url) =>
                (await import('../features/search/search-early.ts')).searchAddressOf(url.search),
            } satisfies RouteHandle,
            // The page's code and its texts (lib/i18n.ts) together.
            lazy: async () => {
              const [{ SearchPage }] = await Promise.all([
                import('../features/search/SearchPage.tsx'),
                loadCatalogs(['search']),
              ]);
              return { Component: SearchPage };
            },
          },
          // features/announcement-details with the offers tab of features/offers (AnnouncementPage.tsx):
          // the announcement page (current, draft and published versions)
          {
            path: 'ogloszenia/:id',
            loader: earlyData(({ params }) => requestAnnouncementEarly(params.id)),
            shouldRevalidate: noRevalidation,
            handle: {
              serverData: async ({ params, client }) =>
                (await import('../features/announcement-details/details-api.ts')).prefetchAnnouncement(
                  client,
                  params.id,
                ),
            } satisfies RouteHandle,
            lazy: async () => ({ Component: (await announcementPage()).AnnouncementPage }),
          },
          {
            path: 'ogloszenia/:id/robocza',
            lazy: async () => {
              const { AnnouncementPage } = await announcementPage();
              return {
                element: (
                  <RequireAuth>
                    <AnnouncementPage draft />
                  </RequireAuth>
                ),
              };
            },
          },
          // 'wersja{versionId}': react-router matches whole segments, the page reads the number.
          {
            path: 'ogloszenia/:id/:version',
            lazy: async () => ({ Component: (await announcementPage()).AnnouncementPage }),
          },
          // features/offers: my offers
          {
            path: 'oferty',
            lazy: async () => {
              const [{ MyOffersPage }] = await Promise.all([
                import('../features/offers/MyOffersPage.tsx'),
                loadCatalogs(['bidder']),
              ]);
              return {
                element: (
                  <RequireAuth>
                    <MyOffersPage />
                  </RequireAuth>
                ),
              };
            },
          },
          // features/newsletter: newsletter, notifications, favourites (the page asks visitors to log in
          // itself), and the opt-out page of the e-mails' links (no login)
          {
            path: 'newsletter',
            lazy: async () => ({
              Component: (
                await Promise.all([
                  import('../features/newsletter/NewsletterPage.tsx'),
                  loadCatalogs(['bidder']),
                ])
              )[0].NewsletterPage,
            }),
          },
          {
            path: 'subskrypcje',
            // Without a token there is nothing to turn off: the home page (on the server too).
            loader: ({ request }) =>
              new URL(request.url).searchParams.get('token')?.trim() ? null : redirect('/'),
            lazy: async () => ({
              Component: (
                await Promise.all([import('../features/newsletter/OptOutPage.tsx'), loadCatalogs(['bidder'])])
              )[0].OptOutPage,
            }),
          },
          // features/profile: own profile
          {
            path: 'uzytkownicy/moj-profil',
            lazy: async () => {
              const [{ ProfilePage }] = await Promise.all([
                import('../features/profile/ProfilePage.tsx'),
                loadCatalogs(['bidder']),
              ]);
              return {
                element: (
                  <RequireAuth>
                    <ProfilePage />
                  </RequireAuth>
                ),
              };
            },
          },
          // features/users: user administration
          guarded(
            'uzytkownicy',
            'fullUsersAndPermissions',
            async () => (await import('../features/users/UsersPage.tsx')).UsersPage,
          ),
          guarded(
            'uzytkownicy/:id',
            'fullUsersAndPermissions',
            // The user's page shows their subject and contact persons (components/profile-data): their texts.
            async () =>
              (await Promise.all([import('../features/users/UserPage.tsx'), loadCatalogs(['bidder'])]))[0]
                .UserPage,
          ),
          // features/dictionaries: the dictionary of implementation levels
          ...dictionaryRoutes.map(([path, page]) => ({
            path,
            lazy: async () => {
              const { LevelListPage } = await import('../features/dictionaries/LevelListPage.tsx');
              return {
                element: (
                  <RequireAuth flag="previewDictionaries">
                    <LevelListPage page={page} />
                  </RequireAuth>
                ),
              };
            },
          })),
          // features/content-admin: the content administration, each area behind its flag
          ...contentAdminRoutes,
          // features/admin-projects: projects and enrolments administration
          guarded(
            'administracja/projekty',
            'projectsEnrollments',
            async () => (await import('../features/admin-projects/AdminProjectsPage.tsx')).AdminProjectsPage,
          ),
          // features/admin-announcements: announcements administration
          {
            path: 'administracja/ogloszenia',
            lazy: async () => {
              const { AdminAnnouncementsPage } = await import(
                '../features/admin-announcements/AdminAnnouncementsPage.tsx'
              );
              return {
                element: (
                  <RequireAuth flag="advertisements">
                    <AdminAnnouncementsPage />
                  </RequireAuth>
                ),
              };
            },
          },
          // features/audit: the event log (issue 31)
          guarded(
            'administracja/dziennik',
            'auditLog',
            async () => (await import('../features/audit/AuditLogPage.tsx')).AuditLogPage,
          ),
          // features/availability: the declared failures of the portal (issue 50)
          guarded(
            'administracja/awarie',
            'auditLog',
            async () => (await import('../features/availability/OutagesPage.tsx')).OutagesPage,
          ),
          // Everything else.
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];
