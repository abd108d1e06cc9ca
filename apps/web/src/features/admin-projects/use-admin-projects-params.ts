import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { IgnoredParam } from '../../lib/list-params.ts';
import {
  type AdminProjectsState,
  changeAdminProjects,
  readAdminProjects,
  writeAdminProjects,
} from './admin-projects-params.ts';

type IgnoredState = { ignoredListParams?: IgnoredParam[] } | null;

/**
 * The list's state kept in the address (as lib/use-list-params.ts does for the other lists, with the
 * spec's parameters only: no `limit`, the page size being fixed at 20). The address is rewritten
 * (replace) to its sorted form; changes push a new entry so the browser's back button returns to the
 * previous list state. Values the list cannot use are dropped from the address and returned as
 * `ignored` (kept until the next change), for IgnoredParamsNotice.
 */
export function useAdminProjectsParams(): [
  AdminProjectsState,
  (change: Partial<AdminProjectsState>) => void,
  IgnoredParam[],
] {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => readAdminProjects(location.search), [location.search]);
  const state: AdminProjectsState = useMemo(
    () => ({ page: read.page, sort: read.sort, filters: read.filters }),
    [read],
  );
  const canonical = writeAdminProjects(state);
  const ignored =
    read.ignored.length > 0 ? read.ignored : ((location.state as IgnoredState)?.ignoredListParams ?? []);

  useEffect(() => {
    if (location.search.replace(/^\?/, '') !== canonical) {
      navigate(
        { pathname: location.pathname, search: canonical },
        { replace: true, state: read.ignored.length > 0 ? { ignoredListParams: read.ignored } : null },
      );
    }
  }, [canonical, location.pathname, location.search, navigate, read.ignored]);

  const change = useCallback(
    (patch: Partial<AdminProjectsState>) => {
      navigate({
        pathname: location.pathname,
        search: writeAdminProjects(changeAdminProjects(state, patch)),
      });
    },
    [location.pathname, navigate, state],
  );
  return [state, change, ignored];
}
