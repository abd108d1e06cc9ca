// The web app rendered on the server (built by `vite build --ssr`, loaded by the server's
// plugins/server-render.ts): a public page to HTML with the same components, and the answers it was
// drawn from, for the browser's hydration (main.tsx). Decision: docs/decisions/0034-server-rendering.md.
import '../lib/zod-configured.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { LOCALES, type Locale, localeBase, splitLocale } from '@bk/contracts/common/locale';
import type { RenderInput, RenderResult } from '@bk/contracts/common/server-render';
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import type { Messages } from '@lingui/core';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { RouteHandle } from '../lib/server-data.ts';
import { type ServerEnv, setServerEnvSource } from '../lib/server-env.ts';

installPolishZodMessages();

const requests = new AsyncLocalStorage<ServerEnv>();
setServerEnvSource(() => requests.getStore());
// One handler per language: an English page's router lives under /en.
const handlers = Object.fromEntries(
  LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: localeBase(locale) })]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;
// Every catalogue of each language, in each request's instance (the browser loads a route's with its code).
// Loaded once when the renderer starts (the browser's code imports the same files by need).
const files = await Promise.all(
  Object.entries(import.meta.glob<{ messages: Messages }>('../locales/*/*.po')).map(
    async ([file, load]) => [file, (await load()).messages] as const,
  ),
);
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...files.filter(([file]) => file.startsWith(`../locales/${locale}/`)).map(([, messages]) => messages),
    ) as Messages,
  ]),
) as Record<Locale, Messages>;

/** At most this many renders of a page: each finds the calls its answers make possible (dependent queries). */
const MAX_PASSES = 4;

function renderToHtml(node: ReactNode): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed = false;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ html, failed });
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Everything, lazily loaded parts too: the page is sent whole, its head needs its data.
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => {
        failed = true;
      },
    });
  });
}

/**
 * A render: the plain string render draws the page whole at a fraction of the stream's cost once its
 * lazily loaded parts are known (after the first page of their kind in this process). A part still
 * suspending (`<!--$!`, a boundary left to the browser) sends it to the stream, which waits for it.
 */
async function render(node: ReactNode): Promise<{ html: string; failed: boolean }> {
  try {
    const html = renderToString(node);
    if (!html.includes('<!--$!')) return { html, failed: false };
  } catch {
    // the stream says whether it fails
  }
  return renderToHtml(node);
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
}

/** The queries a render declared and nobody has asked for yet. */
function waiting(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
}

function errorStatus(client: QueryClient): number | null {
  const failed = client
    .getQueryCache()
    .getAll()
    .find((q) => q.state.status === 'error');
  if (!failed) return null;
  const status = (failed.state.error as { status?: unknown } | null)?.status;
  return status === 404 ? 404 : 200;
}

/**
 * The page's own form of the requested address (lib/server-data.ts, ServerAddress), from the route's
 * handle, or null when the page keeps the requested one.
 */
async function pageAddress(context: StaticHandlerContext, requested: URL): Promise<URL | null> {
  const address = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.address;
  const search = address ? await address(requested) : null;
  if (search === null || search === requested.search.replace(/^\?/, '')) return null;
  const url = new URL(requested);
  url.search = search;
  return url;
}

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const env: ServerEnv = {
    cookies: input.cookies,
    pageData: input.pageData,
    origin: input.origin,
    fetch: input.fetch,
    head: {},
    status: 200,
    locale: splitLocale(new URL(`${input.origin}${input.url}`).pathname).locale,
  };
  return requests.run(env, async () => {
    const requested = new URL(`${input.origin}${input.url}`);
    const { locale } = env;
    const handler = handlers[locale];
    // The request's own instance: renders of several requests interleave (decision 0054).
    const i18n = createI18n(locale, catalogs[locale]);
    let url = requested;
    let context = await handler.query(new Request(url));
    const address = context instanceof Response ? null : await pageAddress(context, requested);
    if (address) {
      url = address;
      context = await handler.query(new Request(url));
    }
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location
        ? { kind: 'redirect', status: context.status, location }
        : { kind: 'client', status: context.status };
    }
    const queryClient = createQueryClient();
    // One try: a failure sends the page to be drawn by the browser.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = (
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    );
    // The route's first queries (lib/server-data.ts), so that the first render is usually the last.
    const asked = performance.now();
    const firstCalls = context.matches.flatMap((match) => {
      const serverData = (match.route.handle as RouteHandle | undefined)?.serverData;
      return serverData ? [serverData({ params: match.params, url, client: queryClient })] : [];
    });
    await Promise.allSettled(firstCalls);
    const firstFailedStatus = errorStatus(queryClient);
    if (firstFailedStatus !== null) return { kind: 'client', status: firstFailedStatus };
    let dataMs = performance.now() - asked;
    let calls = queryClient.getQueryCache().getAll().length;
    let drawMs = 0;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      env.head = {};
      env.status = context.statusCode;
      const drawn = performance.now();
      const { html, failed } = await render(page);
      drawMs += performance.now() - drawn;
      if (failed) return { kind: 'client', status: 200 };
      const waitingCalls = waiting(queryClient);
      if (waitingCalls.length === 0) {
        const status = errorStatus(queryClient);
        if (status !== null) return { kind: 'client', status };
        return {
          kind: 'page',
          status: env.status,
          cost: { passes: pass + 1, calls, drawMs, dataMs },
          head: env.head,
          html,
          hydration: {
            queries: dehydrate(queryClient),
            router: { loaderData: context.loaderData, actionData: null, errors: null },
            address: url === requested ? undefined : `${url.pathname}${url.search}`,
          },
        };
      }
      calls += waitingCalls.length;
      const asked = performance.now();
      await Promise.allSettled(waitingCalls.map((q) => q.fetch()));
      dataMs += performance.now() - asked;
      const failedStatus = errorStatus(queryClient);
      if (failedStatus !== null) return { kind: 'client', status: failedStatus };
    }
    return { kind: 'client', status: 200 };
  });
}
