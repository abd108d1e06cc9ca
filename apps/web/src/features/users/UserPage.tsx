import './users.css';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ForbiddenView } from '../../components/status/ForbiddenView.tsx';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { UserDataTab } from './UserDataTab.tsx';
import { useAdminUser } from './users-api.ts';
import {
  accountPanelUserHref,
  PAGE_HEADING,
  readSection,
  readUserId,
  SECTION_PARAM,
  USERS_PATH,
  type UserSection,
  userSectionLabels,
  userSections,
} from './users-params.ts';

// The permission screens come with their tab (their own chunk).
const UserPermissions = lazy(async () => ({
  default: (await import('./permissions/UserPermissions.tsx')).UserPermissions,
}));

const tabs = userSections.map((id) => ({ id, label: userSectionLabels[id] }));

/**
 * /uzytkownicy/{id} (spec 3 section 2.3): the breadcrumb, the user's name, the links 'Podgląd danych',
 * 'Lista użytkowników' and 'Konto użytkownika', and the tabs 'Dane użytkownika' (`sekcja=dane`, the
 * default) and 'Uprawnienia' (`sekcja=uprawnienia`). A 403 shows the access-denied view, a missing
 * user (or an id that is no id) the not-found view.
 */
export function UserPage() {
  const { id: rawId } = useParams();
  const id = readUserId(rawId);
  if (id === null) return <NotFoundView />;
  return <UserScreen key={id} id={id} />;
}

function UserScreen({ id }: { id: number }) {
  const user = useAdminUser(id);
  // The status views set their own document title: they are not rendered under UserView's.
  if (user.isError && isApiError(user.error)) {
    if (user.error.status === 403) return <ForbiddenView />;
    if (user.error.status === 404) return <NotFoundView />;
  }
  return <UserView id={id} user={user} />;
}

function UserView({ id, user }: { id: number; user: ReturnType<typeof useAdminUser> }) {
  useDocumentTitle('użytkownik');
  const [params, setParams] = useSearchParams();
  const section = readSection(params.get(SECTION_PARAM), userSections);
  const data = user.isError ? undefined : user.data;
  const name = data ? `${data.imie} ${data.nazwisko}`.trim() : '';
  const dataHref = `${USERS_PATH}/${id}?${SECTION_PARAM}=dane`;

  let dataTab: ReactNode;
  if (user.isPending) dataTab = <PageLoading />;
  else if (user.isError)
    dataTab = (
      <p className="notice notice--error" role="alert">
        Nie udało się pobrać danych użytkownika. {user.error.message}
      </p>
    );
  else dataTab = <UserDataTab user={user.data} />;

  return (
    <section className="users-page user-page">
      <nav aria-label="Okruszki" className="breadcrumbs">
        <ol>
          <li>
            <Link to={USERS_PATH}>{PAGE_HEADING}</Link>
          </li>
          <li aria-current="page">Użytkownik</li>
        </ol>
      </nav>
      <h1>{name || 'Użytkownik'}</h1>
      <ul className="user-page__links">
        <li>
          <Link to={dataHref} aria-current={section === 'dane' ? 'page' : undefined}>
            Podgląd danych
          </Link>
        </li>
        <li>
          <Link to={`${USERS_PATH}?${SECTION_PARAM}=lista`}>Lista użytkowników</Link>
        </li>
        <li>
          {/* The account panel of the identity service: a full page load, not a route of the portal. */}
          <a href={accountPanelUserHref(id)}>Konto użytkownika</a>
        </li>
      </ul>
      <Tabs
        label="Sekcje użytkownika"
        tabs={tabs}
        selected={section}
        onSelect={(next: UserSection) => setParams({ [SECTION_PARAM]: next })}
      >
        {section === 'dane' ? dataTab : null}
        {section === 'uprawnienia' ? (
          <Suspense fallback={<PageLoading />}>
            <UserPermissions userId={id} />
          </Suspense>
        ) : null}
      </Tabs>
    </section>
  );
}
