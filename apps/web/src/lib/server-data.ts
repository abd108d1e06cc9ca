import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * A route's first queries, asked for on the server before its page is drawn (ssr/entry-server.tsx):
 * with them in the cache, the first render is the whole page and no second one is needed. It puts into
 * the client exactly the queries (keys and calls) the page's own hooks declare for an anonymous
 * visitor; whatever it leaves out, the renderer still finds in its render and asks for then.
 */
export type ServerData = (args: { params: Params; url: URL; client: QueryClient }) => Promise<unknown>;

/**
 * The page's own form of its address (a search string without '?', null when the page keeps the
 * requested one): the server draws the page at that address and the browser takes it before hydrating,
 * so the page need not rewrite its address, and draw itself again, once it is live.
 */
export type ServerAddress = (url: URL) => Promise<string | null>;

/**
 * The `handle` of a route (app/routes.tsx). `preload`: the code of the lazy parts its page draws, loaded
 * before a page drawn on the server is hydrated (app/router.tsx's loadRoutesOf; lib/preloadable.tsx).
 */
export type RouteHandle = { serverData?: ServerData; address?: ServerAddress; preload?: () => Promise<void> };
