import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_PAGE_PATH } from '@bk/contracts/common/limits';
import { LOCALE_TAGS, LOCALES, type Locale, localizedPath, splitLocale } from '@bk/contracts/common/locale';
import type { PageHead, RenderResult } from '@bk/contracts/common/server-render';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ShortLivedCache } from '../lib/short-lived-cache.ts';
import { sendNotFound } from './errors.ts';
import { readManifest, routePreloadLinks } from './route-preloads.ts';
import { loadServerRender } from './server-render.ts';

/** Hashed build assets never change under their name: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself is asked for anew on every visit, so a new build is seen at once. */
export const PAGE_CACHE = 'no-cache';
/** Other public files (favicon): an hour. */
const OTHER_FILES = 'public, max-age=3600';

/**
 * Serves the built web app: files of the build (their .br/.gz made at build time are sent to browsers
 * that take them), index.html for every other address outside /api and /konto.
 */
/** JSON inside a <script type="application/json">: no '<' can close the element early. */
function dataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="bk-page-data">${json}</script>`;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The head of a page drawn on the server: its title and description, canonical address, the same page
 * in each language (hreflang, issue 51), Open Graph.
 */
function headTags(head: PageHead, origin: string, url: string): { title: string; tags: string } {
  const title = head.title ?? 'Baza Konkurencyjności';
  const [pathname = '/', query] = url.split('?');
  const { locale, path } = splitLocale(pathname);
  // The search's address with its query is the page; elsewhere the query changes nothing public.
  const search = path === '/ogloszenia/szukaj' && query ? `?${query}` : '';
  const own = head.canonicalPath ? splitLocale(head.canonicalPath.split('?')[0] ?? '/').path : path;
  const ownSearch = head.canonicalPath?.includes('?') ? `?${head.canonicalPath.split('?')[1]}` : search;
  const address = (language: Locale) => `${origin}${localizedPath(own, language)}${ownSearch}`;
  const canonical = address(locale);
  const alternates = LOCALES.map(
    (language) =>
      `<link rel="alternate" hreflang="${LOCALE_TAGS[language].lang}" href="${escapeHtml(address(language))}">`,
  );
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address('pl'))}">`,
    `<meta property="og:site_name" content="Baza Konkurencyjności">`,
    `<meta property="og:locale" content="${LOCALE_TAGS[locale].og}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
  ];
  return { title, tags: tags.join('') };
}

/** index.html with a page drawn on the server: its head, its markup in #root. */
function composePage(
  html: string,
  rendered: Extract<RenderResult, { kind: 'page' }>,
  origin: string,
  url: string,
): string {
  const { title, tags } = headTags(rendered.head, origin, url);
  let page = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${tags}`);
  if (rendered.head.description)
    page = page.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(rendered.head.description)}"`,
    );
  // The app's scripts are asked for after the first paint (the web app's boot.ts): no preloads.
  page = page.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return page.replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  /**
   * Data every page carries (the site's banners, a content page's first answers), by the page's path;
   * a failure leaves it out, the page fetches it.
   */
  pageData?: (pathname: string) => Promise<Record<string, unknown>>,
  /** The site's public address (canonical addresses of the pages drawn on the server). */
  origin = '',
): Promise<void> {
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  if (!webDist || !indexHtml || !fs.existsSync(indexHtml)) {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const relative = path.relative(webDist, file).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : OTHER_FILES);
    },
  });
  const html = fs.readFileSync(indexHtml, 'utf8');
  const manifest = readManifest(webDist);
  const preloads = manifest ? routePreloadLinks(manifest) : [];
  const serverRender = await loadServerRender(app, webDist, origin);
  // The site's data of a page (its banners, a content page's first answers) serves every visitor alike:
  // kept a second, dropped by a change made here (as the renderer's answers).
  const keptData = new ShortLivedCache<string, Record<string, unknown> | null>(1000, 200);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) keptData.changed();
  });
  const siteData = (pathname: string) =>
    pageData
      ? keptData.get(
          app,
          pathname,
          () => pageData(pathname).catch(() => null),
          (data) => data !== null,
        )
      : Promise.resolve(null);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    // The page without its language prefix: an English page carries the same data.
    const { locale, path: pagePath } = splitLocale(pathname);
    let data = await siteData(pagePath);
    const rendered =
      serverRender && reply.statusCode === 200 ? await serverRender(request, pathname, data) : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    if (rendered) reply.code(rendered.status);
    let page =
      locale === 'pl' ? html : html.replace('<html lang="pl">', `<html lang="${LOCALE_TAGS[locale].lang}">`);
    if (rendered?.kind === 'page') {
      // The page's answers come with it; the content pages' early answers are among them.
      const { early: _early, ...site } = data ?? {};
      data = { ...site, ssr: rendered.hydration };
      page = composePage(page, rendered, origin, request.url);
      const { passes, calls, drawMs, dataMs } = rendered.cost;
      reply.header(
        'server-timing',
        `render;dur=${(performance.now() - started).toFixed(1)};desc="passes=${passes} calls=${calls}", ` +
          `draw;dur=${drawMs.toFixed(1)}, data;dur=${dataMs.toFixed(1)}`,
      );
    }
    const preload = preloads.find((route) => route.pattern.test(pagePath));
    const head = [
      (rendered?.kind === 'page' ? preload?.styles : preload?.links) ?? '',
      data === null ? '' : dataScript(data),
    ].join('');
    const body = head ? page.replace('</head>', `${head}</head>`) : page;
    return reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).send(body);
  };
  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The account pages the portal links to: the portal's 404 page, with its shell (issue 30 item 15).
    if (request.method === 'GET' && ACCOUNT_PAGE_PATH.test(pathname))
      return sendPage(request, reply.code(404));
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/konto')) {
      return sendNotFound(reply);
    }
    if (request.url.startsWith('/assets/')) return sendNotFound(reply);
    return sendPage(request, reply);
  };
  app.get('/', (request, reply) => sendPage(request, reply));
  // The pages are a route (not only the not-found handler), so their answers are compressed too.
  app.get('/*', { schema: { hide: true } }, pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}
