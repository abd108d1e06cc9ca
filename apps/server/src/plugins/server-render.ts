import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AUTH_DATA_COOKIE } from '@bk/contracts/common/limits';
import { splitLocale } from '@bk/contracts/common/locale';
import type { RenderInput, RenderResult } from '@bk/contracts/common/server-render';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { ShortLivedCache } from '../lib/short-lived-cache.ts';

/**
 * The public pages rendered on the server (docs/decisions/0034-server-rendering.md): the web app's
 * renderer (apps/web/dist-ssr, built by `vite build --ssr`) draws them with the app's own components
 * from the answers of the portal's own API, asked in-process and anonymously. A signed-in visitor's
 * page (the `auth_data` cookie, as the browser sees it) and every other address are drawn by the browser.
 */
export const SERVER_RENDERED: readonly RegExp[] = [
  /^\/$/,
  /^\/ogloszenia\/szukaj$/,
  /^\/ogloszenia\/\d{1,15}(?:\/wersja\d{1,15})?$/,
  /^\/pomoc(?:\/[^/]+)?$/,
  /^\/regulamin$/,
  /^\/komunikaty(?:\/[^/]+)?$/,
  /^\/deklaracja-dostepnosci$/,
  /^\/otwarte-dane$/,
  /^\/statystyki$/,
  /^\/status$/,
  /^\/subskrypcje$/,
];

type Renderer = { renderPage(input: RenderInput): Promise<RenderResult> };

export type ServerRender = (
  request: FastifyRequest,
  pathname: string,
  pageData: Record<string, unknown> | null,
) => Promise<RenderResult | null>;

function hasSession(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${AUTH_DATA_COOKIE}=`));
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

/**
 * The renderer of the built web app, or null when there is none (a server without the web app, or a
 * build without its server part): the browser then draws every page, as before.
 */
export async function loadServerRender(
  app: FastifyInstance,
  webDist: string,
  origin: string,
): Promise<ServerRender | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  let renderer: Renderer;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  } catch (error) {
    // A renderer that cannot load (a broken build) must not stop the portal: the browser draws.
    app.log.error({ err: error }, 'the server renderer of the public pages did not load');
    return null;
  }
  // The page's calls, answered in-process by the portal's own routes, as to an anonymous visitor.
  // Every visitor without a session gets the same answer: a successful one is kept a second
  // (ShortLivedCache, as the public announcement view), dropped at once by a change made here.
  const kept = new ShortLivedCache<string, { status: number; type: string; body: string }>(1000, 500);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) kept.changed();
  });
  const ask = async (url: string, init: RequestInit) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: headerRecord(init.headers),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const type = String(answer.headers['content-type'] ?? 'application/json');
    return { status: answer.statusCode, type, body: answer.body };
  };
  const fetchApi = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const answer =
      method === 'GET'
        ? await kept.get(
            app,
            url,
            () => ask(url, init),
            (a) => a.status === 200,
          )
        : await ask(url, init);
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.type },
    });
  };
  return async (request, pathname, pageData) => {
    const cookies = request.headers.cookie ?? '';
    if (request.method !== 'GET' || hasSession(cookies)) return null;
    // An English page (`/en/...`) is the same page in the other language.
    const { path } = splitLocale(pathname);
    if (!SERVER_RENDERED.some((pattern) => pattern.test(path))) return null;
    try {
      return await renderer.renderPage({
        url: request.url,
        origin,
        cookies,
        pageData: pageData ?? undefined,
        fetch: fetchApi,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; the browser draws the page');
      return null;
    }
  };
}
