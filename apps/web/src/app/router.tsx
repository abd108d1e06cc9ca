import { localeBase, splitLocale } from '@bk/contracts/common/locale';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes.tsx';

/**
 * Loads the code of the routes an address matches (their `lazy`), in place, so that a page rendered
 * on the server is hydrated with its components at hand: a lazy route would first show its fallback.
 */
export async function loadRoutesOf(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, splitLocale(pathname).path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/**
 * The browser's router; `hydrationData` when the page was rendered on the server. An English page's
 * router lives under `/en` (its links and navigations keep the prefix).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const basename = localeBase(splitLocale(window.location.pathname).locale);
  return createBrowserRouter(routes, { hydrationData, basename });
}
