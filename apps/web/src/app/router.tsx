import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes.tsx';

/**
 * Loads the code of the routes an address matches (their `lazy`), in place, so that a page rendered
 * on the server is hydrated with its components at hand: a lazy route would first show its fallback.
 */
export async function loadRoutesOf(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/** The browser's router; `hydrationData` when the page was rendered on the server. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
