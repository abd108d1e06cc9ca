import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type IgnoredParam,
  type ListDefaults,
  type ListState,
  readListParams,
  updateListState,
  writeListParams,
} from './list-params.ts';

type IgnoredState = { ignoredListParams?: IgnoredParam[] } | null;

/**
 * List state kept in the address. The address is rewritten (replace) to its sorted form; changes push
 * a new entry so the browser's back button returns to the previous list state. Values the list
 * cannot use are dropped from the address and returned as `ignored` (kept until the next change),
 * for the page to show (components/ui/IgnoredParamsNotice.tsx).
 * `defaults` must be a stable object (a module constant).
 */
export function useListParams(
  defaults: ListDefaults,
): [ListState, (change: Partial<ListState>) => void, IgnoredParam[]] {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => readListParams(location.search, defaults), [location.search, defaults]);
  const state: ListState = useMemo(
    () => ({ page: read.page, sort: read.sort, limit: read.limit, filters: read.filters }),
    [read],
  );
  const ignoredNow = read.ignored;
  const canonical = writeListParams(state);
  const ignored =
    ignoredNow.length > 0 ? ignoredNow : ((location.state as IgnoredState)?.ignoredListParams ?? []);

  useEffect(() => {
    if (location.search.replace(/^\?/, '') !== canonical) {
      navigate(
        { pathname: location.pathname, search: canonical },
        { replace: true, state: read.ignored.length > 0 ? { ignoredListParams: read.ignored } : null },
      );
    }
  }, [canonical, location.pathname, location.search, navigate, read.ignored]);

  const change = useCallback(
    (patch: Partial<ListState>) => {
      navigate({ pathname: location.pathname, search: writeListParams(updateListState(state, patch)) });
    },
    [location.pathname, navigate, state],
  );
  return [state, change, ignored];
}
