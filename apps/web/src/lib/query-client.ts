import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Retries once only what may pass on a second try: no answer at all, or a server error. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * Query keys of data that depends on who is signed in start with the user id, so a change of user
 * loads the data again instead of showing the previous user's.
 */
export function userQueryKey(userId: number | null | undefined, ...parts: readonly unknown[]) {
  return ['user', userId ?? 'anonymous', ...parts] as const;
}

/** The menu's badge counts (GET /api/badge/menu): invalidate it after anything that clears a new mark. */
export function menuBadgesQueryKey(userId: number | null | undefined) {
  return userQueryKey(userId, 'menu-badges');
}
