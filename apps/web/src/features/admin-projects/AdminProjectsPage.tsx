import './admin-projects.css';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  adminProjectSortLabels,
  adminProjectSorts,
  adminProjectMessages as M,
} from '@bk/contracts/projects/admin-projects';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../components/filters/ListToolbar.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { useAddressState } from '../../lib/use-address-state.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { AdminProjectFilterDialog } from './AdminProjectFilterDialog.tsx';
import { AdminProjectItem } from './AdminProjectItem.tsx';
import { type AdminProject, useAdminProjects } from './admin-projects-api.ts';
import { listFailureText } from './admin-projects-errors.ts';
import {
  type AdminProjectFilters,
  activeFilterCount,
  adminProjectsAddress,
  adminProjectsHref,
  emptyProjectFilters,
  projectsFoundText,
} from './admin-projects-params.ts';
import { RenameProjectDialog } from './RenameProjectDialog.tsx';

const sortOptions = adminProjectSorts.map((sort) => ({ value: sort, label: adminProjectSortLabels[sort] }));

/**
 * /administracja/projekty (spec 3 sections 2.7, 7, 8 and 9): the projects and enrolments in the
 * administrator's scope, with the filter dialog and its counter, the sort, 20 a page (`strona`), the
 * state in the address, and renaming where canEdit.
 */
export function AdminProjectsPage() {
  useDocumentTitle('projekty i nabory');
  const session = useSession();
  const navigate = useNavigate();
  const [state, change, ignored] = useAddressState(adminProjectsAddress);
  const [filtering, setFiltering] = useState(false);
  const [renaming, setRenaming] = useState<AdminProject | null>(null);
  const [flash, showFlash] = useFlashMessage();
  const filters = state.filters;
  const active = activeFilterCount(filters);
  const list = useAdminProjects(state);
  const canSeeUsers = session.flags.has('usersAndPermissionsPreviewListUsers');
  const canSeeAnnouncements = session.flags.has('advertisements');

  // A page past the end (an old address, or items gone since) goes to the last page there is.
  const lastPage =
    list.data && !list.isPlaceholderData
      ? Math.max(1, Math.ceil(list.data.total / ADMIN_PROJECTS_PAGE_SIZE))
      : null;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage)
      navigate(adminProjectsHref({ ...state, page: lastPage }), { replace: true });
  }, [lastPage, navigate, state]);

  const search = (next: AdminProjectFilters) => {
    change({ filters: { ...next } });
    setFiltering(false);
  };

  const data = list.isError ? undefined : list.data;
  const content = (
    <QueryContent
      query={list}
      failure={listFailureText}
      isEmpty={(data) => data.objects.length === 0}
      empty={<p className="notice">{M.empty}</p>}
    >
      {(data) => (
        <>
          <ul
            className="card-list announcement-list admin-project-list"
            aria-busy={list.isFetching || undefined}
          >
            {data.objects.map((item) => (
              <AdminProjectItem
                key={item.id}
                item={item}
                canSeeUsers={canSeeUsers}
                canSeeAnnouncements={canSeeAnnouncements}
                onRename={setRenaming}
              />
            ))}
          </ul>
          <Pagination
            page={state.page}
            lastPage={Math.max(1, Math.ceil(data.total / ADMIN_PROJECTS_PAGE_SIZE))}
            hrefFor={(page) => adminProjectsHref({ ...state, page })}
            label="Strony listy projektów i naborów"
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="admin-projects">
      <h1>Administracja projektami i naborami</h1>
      <IgnoredParamsNotice ignored={ignored} />
      <ListToolbar
        active={active}
        onFilters={() => setFiltering(true)}
        onClear={() => search(emptyProjectFilters)}
        sortOptions={sortOptions}
        sort={state.sort}
        onSort={(sort) => change({ sort })}
      />
      {filters.id ? (
        <div className="notice admin-projects__one">
          <p>Lista pokazuje jeden projekt lub nabór wskazany w odnośniku.</p>
          <Button
            variant="secondary"
            className="button--small"
            onClick={() => search({ ...filters, id: '' })}
          >
            Pokaż wszystkie projekty i nabory
          </Button>
        </div>
      ) : null}
      <p className="flash" role="status">
        {flash}
      </p>
      <p className="list-summary" role="status">
        {data ? projectsFoundText(data.total) : ''}
      </p>
      {content}
      {filtering ? (
        <AdminProjectFilterDialog initial={filters} onSearch={search} onClose={() => setFiltering(false)} />
      ) : null}
      {renaming ? (
        <RenameProjectDialog
          item={renaming}
          onClose={() => setRenaming(null)}
          onSaved={() => {
            setRenaming(null);
            showFlash('Zmieniono nazwę.');
          }}
        />
      ) : null}
    </section>
  );
}
