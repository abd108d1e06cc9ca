import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageIsLeaving } from './app-ready.ts';
import type { IgnoredParam } from './list-params.ts';

type IgnoredState = { ignoredListParams?: IgnoredParam[] } | null;

/** How a page's state reads from and writes to its address. Module constants (stable). */
export type AddressCodec<S> = {
  read: (search: string) => { state: S; ignored: IgnoredParam[] };
  write: (state: S) => string;
  apply: (state: S, change: Partial<S>) => S;
};

/**
 * State kept in the address. The address is rewritten (replace) to its sorted form; changes push a
 * new entry so the browser's back button returns to the previous state. Values the page cannot use
 * are dropped from the address and returned as `ignored` (kept until the next change), for the page
 * to show (components/ui/IgnoredParamsNotice.tsx).
 */
export function useAddressState<S>(
  codec: AddressCodec<S>,
): [S, (change: Partial<S>) => void, IgnoredParam[]] {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => codec.read(location.search), [codec, location.search]);
  const canonical = codec.write(read.state);
  const ignored =
    read.ignored.length > 0 ? read.ignored : ((location.state as IgnoredState)?.ignoredListParams ?? []);

  useEffect(() => {
    // A link followed before the app was live is loading the next page: rewriting would stop it.
    if (pageIsLeaving()) return;
    // The address has moved on since this render (a search sent in the moment before this effect ran):
    // the next render rewrites the new address, not this stale one over it.
    if (typeof window !== 'undefined' && window.location.search !== location.search) return;
    if (location.search.replace(/^\?/, '') !== canonical) {
      navigate(
        { pathname: location.pathname, search: canonical },
        { replace: true, state: read.ignored.length > 0 ? { ignoredListParams: read.ignored } : null },
      );
    }
  }, [canonical, location.pathname, location.search, navigate, read.ignored]);

  const change = useCallback(
    (patch: Partial<S>) => {
      navigate({ pathname: location.pathname, search: codec.write(codec.apply(read.state, patch)) });
    },
    [codec, location.pathname, navigate, read.state],
  );
  return [read.state, change, ignored];
}
