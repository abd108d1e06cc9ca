import './users.css';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { UsersListTab } from './UsersListTab.tsx';
import {
  ACCOUNT_PANEL_USERS,
  PAGE_HEADING,
  readSection,
  SECTION_PARAM,
  type UsersSection,
  usersSectionLabels,
  usersSections,
} from './users-params.ts';

// The permission screens come with their tab (their own chunk).
const OwnPermissions = lazy(async () => ({
  default: (await import('./permissions/OwnPermissions.tsx')).OwnPermissions,
}));

const tabs = usersSections.map((id) => ({ id, label: usersSectionLabels[id] }));

/**
 * /uzytkownicy (spec 3 section 2.3): 'Lista użytkowników' (`sekcja=lista`, the default) and
 * 'Uprawnienia' (`sekcja=uprawnienia`), the choice pushed to the address; and the link to the
 * account panel's user list.
 */
export function UsersPage() {
  useDocumentTitle('użytkownicy');
  const [params, setParams] = useSearchParams();
  const section = readSection(params.get(SECTION_PARAM), usersSections);

  return (
    <section className="users-page">
      <div className="page-head users-page__head">
        <h1>{PAGE_HEADING}</h1>
        {/* The account panel of the identity service: a full page load, not a route of the portal. */}
        <a href={ACCOUNT_PANEL_USERS}>Lista użytkowników w panelu konta</a>
      </div>
      <Tabs
        label="Sekcje administracji użytkownikami"
        tabs={tabs}
        selected={section}
        onSelect={(id: UsersSection) => setParams({ [SECTION_PARAM]: id })}
      >
        {section === 'lista' ? <UsersListTab /> : null}
        {section === 'uprawnienia' ? (
          <Suspense fallback={<PageLoading />}>
            <OwnPermissions />
          </Suspense>
        ) : null}
      </Tabs>
    </section>
  );
}
