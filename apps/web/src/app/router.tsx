import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

/**
 * Resolves once the first route's code (and loader) is in, or after `capMs`. The first render then
 * draws the page itself instead of the loading text and then the page: one render less, and no
 * flash, when the page's chunks come with the page (the server preloads a public route's chunks).
 */
export function firstRouteReady(capMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, capMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
