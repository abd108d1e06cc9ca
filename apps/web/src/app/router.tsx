import { localeBase, splitLocale } from '@bk/contracts/common/locale';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/server-data.ts';
import { routes } from './routes.tsx';
import { preloadShellParts } from './ShellLayout.tsx';

/**
 * Loads the code of the routes an address matches (their `lazy`), in place, so that a page rendered
 * on the server is hydrated with its components at hand: a lazy route would first show its fallback.
 */
export async function loadRoutesOf(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, splitLocale(pathname).path) ?? [];
  await Promise.all([
    // The shell's own lazy parts too (the banners).
    preloadShellParts(),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, loaded);
        route.lazy = undefined;
      }
      // The lazy parts its page draws.
      await (route.handle as RouteHandle | undefined)?.preload?.();
    }),
  ]);
}

/**
 * The browser's router; `hydrationData` when the page was rendered on the server. An English page's
 * router lives under `/en` (its links and navigations keep the prefix).
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const basename = localeBase(splitLocale(window.location.pathname).locale);
  return createBrowserRouter(routes, { hydrationData, basename });
}
