import { useSyncExternalStore } from 'react';

/**
 * Below this width (a phone) the top bar keeps one row: the signed-in user's links (profile, name,
 * logout) move into the folded side menu (docs/decisions/0017).
 */
export const NARROW_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
