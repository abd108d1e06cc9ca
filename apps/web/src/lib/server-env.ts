import type { Locale } from '@bk/contracts/common/locale';
import type { PageHead } from '@bk/contracts/common/server-render';

/**
 * What a page rendered on the server (ssr/entry-server.tsx) reads where the browser has a document:
 * the request's cookies, the data the page carries, the site's address, its API, and where the
 * page's head (title, description) is collected. In the browser there is none (`serverEnv()` is
 * undefined); on the server the entry sets where the current request's environment is kept
 * (AsyncLocalStorage), so concurrent renders do not mix.
 */
export type ServerEnv = {
  /** The request's Cookie header. */
  cookies: string;
  /** The data the page carries (#bk-page-data), as the browser will read it. */
  pageData: Record<string, unknown> | undefined;
  /** The site's public address (origin, no trailing slash). */
  origin: string;
  /** Answers an API call of the page (the server's own API, anonymously). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  head: PageHead;
  /** The page's language (its address: `/en/...` is English). */
  locale: Locale;
  /** The page's HTTP status (a not-found view says 404). */
  status: number;
};

export const isServer = typeof document === 'undefined';

let source: () => ServerEnv | undefined = () => undefined;

/** Set once by the server entry. */
export function setServerEnvSource(next: () => ServerEnv | undefined): void {
  source = next;
}

export function serverEnv(): ServerEnv | undefined {
  return isServer ? source() : undefined;
}

/** The site's origin: the browser's, or the one the server renders for. */
export function siteOrigin(): string {
  return isServer ? (serverEnv()?.origin ?? '') : window.location.origin;
}
