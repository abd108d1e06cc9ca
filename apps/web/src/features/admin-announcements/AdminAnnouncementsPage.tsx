import {
  ADMIN_PAGE_SIZE,
  type AdminSort,
  adminSortLabels,
  adminSorts,
} from '@bk/contracts/announcements/admin-list';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { useState } from 'react';
import { ListToolbar } from '../../components/filters/ListToolbar.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { writeListParams } from '../../lib/list-params.ts';
import { useSession } from '../../lib/session.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { AdminAnnouncementItem } from './AdminAnnouncementItem.tsx';
import { AdminFilterDialog } from './AdminFilterDialog.tsx';
import { useAdminAnnouncements } from './admin-announcements-api.ts';
import {
  type AdminFilters,
  activeFilterCount,
  emptyAdminFilters,
  filtersFromAddress,
  listDefaults,
} from './admin-filters.ts';

/** /administracja/ogloszenia (spec 3 sections 2.7, 7 and 9): every announcement in the administrator's scope. */
export function AdminAnnouncementsPage() {
  useDocumentTitle('administracja ogłoszeniami');
  const session = useSession();
  const [state, change, ignored] = useListParams(listDefaults);
  const [filtering, setFiltering] = useState(false);
  const filters = filtersFromAddress(state.filters);
  const active = activeFilterCount(filters);
  const list = useAdminAnnouncements(state);
  const canSeeUsers = session.flags.has('usersAndPermissionsPreviewListUsers');

  const search = (next: AdminFilters) => {
    change({ filters: { ...next } });
    setFiltering(false);
  };

  const content = (
    <QueryContent
      query={list}
      failure={M.listFailed}
      isEmpty={(data) => data.objects.length === 0}
      empty={<p className="notice">Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.</p>}
    >
      {(data) => (
        <>
          <ul className="card-list announcement-list" aria-busy={list.isFetching || undefined}>
            {data.objects.map((item) => (
              <AdminAnnouncementItem key={item.ogloszenie.id} item={item} canSeeUsers={canSeeUsers} />
            ))}
          </ul>
          <Pagination
            page={state.page}
            lastPage={Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE))}
            hrefFor={(page) => `/administracja/ogloszenia?${writeListParams({ ...state, page })}`}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="admin-announcements">
      <h1>Administracja ogłoszeniami</h1>
      <IgnoredParamsNotice ignored={ignored} />
      <ListToolbar
        active={active}
        onFilters={() => setFiltering(true)}
        onClear={() => search(emptyAdminFilters)}
        sortOptions={adminSorts.map((sort) => ({ value: sort, label: adminSortLabels[sort as AdminSort] }))}
        sort={state.sort}
        onSort={(sort) => change({ sort })}
      />
      <p className="list-summary" role="status">
        {list.data ? `Liczba ogłoszeń: ${list.data.total}` : ''}
      </p>
      {content}
      {filtering ? (
        <AdminFilterDialog initial={filters} onSearch={search} onClose={() => setFiltering(false)} />
      ) : null}
    </section>
  );
}
