import { type DehydratedState, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { isServer } from './server-env.ts';

/** Retries once only what may pass on a second try: no answer at all, or a server error. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.status >= 500;
}

/** How long the answers a page came with count as fresh: its hydration asks for none of them again. */
const CARRIED_FRESH_MS = 30_000;
const carried = new Set<string>();
let carriedAt = 0;

/** Whether the query's answer came with the page, a moment ago. */
function freshlyCarried(query: { queryHash: string }): boolean {
  return carried.has(query.queryHash) && Date.now() - carriedAt < CARRIED_FRESH_MS;
}

/**
 * Rendered on the server, every answer was asked for this very render: fresh (not 'fetching', which
 * the page would draw as loading).
 */
function staleTime(query: Query): number {
  if (isServer) return Number.POSITIVE_INFINITY;
  return freshlyCarried(query) ? CARRIED_FRESH_MS : 0;
}

/**
 * `refetchOnMount` of data asked for anew on every visit (the back button shows fresh data), but not
 * right after the page came with it.
 */
export function refetchUnlessCarried(query: { queryHash: string }): boolean | 'always' {
  return isServer || freshlyCarried(query) ? false : 'always';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, staleTime },
      mutations: { retry: false },
    },
  });
}

/** The answers a page rendered on the server came with (ssr/entry-server.tsx), into the cache. */
export function hydrateCarriedQueries(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  carriedAt = Date.now();
  for (const query of state.queries) carried.add(query.queryHash);
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
