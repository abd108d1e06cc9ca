import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type ListDefaults,
  type ListState,
  readListParams,
  updateListState,
  writeListParams,
} from './list-params.ts';

/**
 * List state kept in the address. The address is rewritten (replace) to its sorted form; changes push
 * a new entry so the browser's back button returns to the previous list state.
 * `defaults` must be a stable object (a module constant).
 */
export function useListParams(defaults: ListDefaults): [ListState, (change: Partial<ListState>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readListParams(location.search, defaults), [location.search, defaults]);
  const canonical = writeListParams(state);

  useEffect(() => {
    if (location.search.replace(/^\?/, '') !== canonical) {
      navigate({ pathname: location.pathname, search: canonical }, { replace: true });
    }
  }, [canonical, location.pathname, location.search, navigate]);

  const change = useCallback(
    (patch: Partial<ListState>) => {
      navigate({ pathname: location.pathname, search: writeListParams(updateListState(state, patch)) });
    },
    [location.pathname, navigate, state],
  );
  return [state, change];
}
