import {
  usersMessages as M,
  userSortLabels,
  userSorts,
  usersFoundText,
} from '@bk/contracts/users/admin-users';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ListToolbar } from '../../components/filters/ListToolbar.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.tsx';
import { UsersFilterDialog } from './UsersFilterDialog.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useUsersList } from './users-api.ts';
import {
  activeFilterCount,
  changeUsersList,
  emptyUserFilters,
  readUsersList,
  type UserFilters,
  type UsersListState,
  usersListHref,
} from './users-params.ts';

const sortOptions = userSorts.map((sort) => ({ value: sort, label: userSortLabels[sort] }));

/**
 * The 'Lista użytkowników' tab (spec 3 sections 2.3, 8 and 9): the filter dialog with its counter, the
 * sort, the count, the table and 100 a page; the state in the address beside `sekcja=lista`. Without
 * usersAndPermissionsPreviewListUsers (or after a 403, which removes it) it says so and calls nothing.
 */
export function UsersListTab() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const read = useMemo(() => readUsersList(location.search), [location.search]);
  const state: UsersListState = useMemo(
    () => ({ page: read.page, sort: read.sort, filters: read.filters }),
    [read],
  );
  const [filtering, setFiltering] = useState(false);
  const allowed = session.flags.has('usersAndPermissionsPreviewListUsers');
  const list = useUsersList(state, allowed);
  const forbidden = list.isError && isApiError(list.error) && list.error.status === 403;
  const { removeFlag } = session;
  const active = activeFilterCount(state.filters);

  // The call already dropped the flag (api's `permission`); said again here so the rule is in sight.
  useEffect(() => {
    if (forbidden) removeFlag('usersAndPermissionsPreviewListUsers');
  }, [forbidden, removeFlag]);

  // An address past the list's end (users blocked or filtered away since) goes to its last page.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, list.data.meta.lastPage) : null;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage)
      navigate(usersListHref({ ...state, page: lastPage }), { replace: true });
  }, [lastPage, navigate, state]);

  const change = (patch: Partial<UsersListState>) => navigate(usersListHref(changeUsersList(state, patch)));
  const search = (filters: UserFilters) => {
    setFiltering(false);
    change({ filters });
  };

  if (!allowed || forbidden)
    return (
      <p className="notice" role="status">
        {M.listForbidden}
      </p>
    );

  const data = list.isError ? undefined : list.data;
  const content = (
    <QueryContent
      query={list}
      failure={M.listFailed}
      isEmpty={(data) => data.users.length === 0}
      empty={<p className="notice">{M.listEmpty}</p>}
    >
      {(data) => (
        <>
          <UsersTable users={data.users} busy={list.isFetching} />
          <Pagination
            page={state.page}
            lastPage={Math.max(1, data.meta.lastPage)}
            hrefFor={(page) => usersListHref({ ...state, page })}
            label="Strony listy użytkowników"
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="users-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Lista użytkowników
      </h2>
      <IgnoredParamsNotice ignored={read.ignored} />
      <ListToolbar
        active={active}
        onFilters={() => setFiltering(true)}
        onClear={() => search(emptyUserFilters)}
        sortOptions={sortOptions}
        sort={state.sort}
        onSort={(sort) => change({ sort })}
      />
      <p className="list-summary" role="status">
        {data ? usersFoundText(data.meta.total) : ''}
      </p>
      {content}
      {filtering ? (
        <UsersFilterDialog initial={state.filters} onSearch={search} onClose={() => setFiltering(false)} />
      ) : null}
    </section>
  );
}
