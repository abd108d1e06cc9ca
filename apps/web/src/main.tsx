import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { App } from './app/App.tsx';
import { createAppRouter, loadRoutesOf } from './app/router.tsx';
import { APP_HYDRATING_EVENT, pageIsLeaving } from './lib/app-ready.ts';
import { catalogOf, createI18n, loadCatalogs, pageLocale, setPageI18n } from './lib/i18n.ts';
import { wirePageData } from './lib/page-data.ts';
import { createQueryClient, hydrateCarriedQueries } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * What a page rendered on the server carries for its hydration (the server's plugins/server-render.ts):
 * the answers, the router's state and, when the page was drawn at its own form of the address, that form.
 */
type Rendered = { queries: DehydratedState; router: HydrationState; address?: string };
const rendered = wirePageData()?.ssr as Rendered | undefined;
// The page's language, its catalogue loaded before the first render.
const locale = pageLocale();
const i18n = createI18n(locale, await catalogOf(locale));
setPageI18n(i18n);

if (rendered && root.firstElementChild) {
  // The address the page was drawn at, so it does not rewrite it, and draw again, once live. Not while
  // a link followed before now loads the next page: a rewrite would stop it.
  const here = `${window.location.pathname}${window.location.search}`;
  if (rendered.address && rendered.address !== here && !pageIsLeaving())
    window.history.replaceState(window.history.state, '', `${rendered.address}${window.location.hash}`);
  // The page's route code first: hydration must draw what the server drew.
  await loadRoutesOf(window.location.pathname);
  // A task of its own for hydration: the route's code was evaluated in this one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const queryClient = createQueryClient();
  hydrateCarriedQueries(queryClient, rendered.queries);
  // As a transition, hydration yields to the browser every few milliseconds: no long task on a phone.
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter(rendered.router)} queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} i18n={i18n} />
    </StrictMode>,
  );
}

// An English page's shared form and dialog texts, for the screens that load no catalogue of their own
// (they come with each page's own too: lib/i18n.ts).
if (locale === 'en') void loadCatalogs(['common']);
