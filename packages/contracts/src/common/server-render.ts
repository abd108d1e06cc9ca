/**
 * The contract between the server and the web app's renderer of the public pages
 * (apps/web/src/ssr/entry-server.tsx, loaded by apps/server/src/plugins/server-render.ts;
 * docs/decisions/0034-server-rendering.md).
 */

/** What a page says of itself in its head. */
export type PageHead = {
  title?: string;
  description?: string;
  /** The page's own address (canonical), a path. */
  canonicalPath?: string;
  /** Open Graph type: 'website' (default) or 'article' (an announcement, a statement, a help article). */
  type?: 'website' | 'article';
};

export type RenderInput = {
  /** Path and query string. */
  url: string;
  origin: string;
  /** The request's Cookie header. */
  cookies: string;
  /** The site's data the page carries (#bk-page-data), as the browser will read it. */
  pageData: Record<string, unknown> | undefined;
  /** Answers an API call of the page (the server's own API, anonymously). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /**
       * How many renders and API calls the page took (the Server-Timing header; a test guards them),
       * and the time spent drawing and waiting for the calls, in ms.
       */
      cost: { passes: number; calls: number; drawMs: number; dataMs: number };
      head: PageHead;
      html: string;
      /** For the browser's hydration: the answers, by query, and the router's state. */
      hydration: unknown;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Not drawn on the server (a call the page makes failed, or the page could not be drawn): the browser draws it. */
  | { kind: 'client'; status: number };
