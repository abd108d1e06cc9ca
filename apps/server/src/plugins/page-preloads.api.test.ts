import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@bk/contracts/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { PRELOADED_ROUTES } from './route-preloads.ts';

/**
 * What a page carries in its <head> (plugins/web-app.ts): the public route's chunks to preload and a
 * content page's first answers, equal to what its GET answers.
 */

let dist: string;
let server: TestServer;

const manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_api-B2.js'] },
  '_api-B2.js': { file: 'assets/api-B2.js' },
  '_texts-C3.js': { file: 'assets/texts-C3.js', imports: ['_api-B2.js'] },
  'src/features/content/HelpPages.tsx': {
    file: 'assets/HelpPages-D4.js',
    isDynamicEntry: true,
    imports: ['_texts-C3.js', '_api-B2.js'],
    css: ['assets/HelpPages-E5.css'],
  },
  'src/features/search/SearchPage.tsx': { file: 'assets/SearchPage-F6.js', isDynamicEntry: true },
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-web-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pl"><head><title>BK</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ BK_WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).text();
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="bk-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
const answerOf = async (url: string) =>
  ((await (await fetch(`${server.baseUrl}${url}`)).json()) as { data: unknown }).data;

describe('pages carry their chunks and first answers', () => {
  it('preloads a public route’s own chunks and stylesheet, not what the entry loads', async () => {
    const html = await page('/pomoc');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/HelpPages-D4.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/texts-C3.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/HelpPages-E5.css">');
    expect(head).not.toContain('api-B2.js');
    expect(await page('/pomoc/12-jak-zlozyc-oferte')).toContain('HelpPages-D4.js');
    expect(await page('/ogloszenia/szukaj?fraza=x')).toContain('SearchPage-F6.js');
    // Other addresses carry no route chunks.
    for (const url of ['/', '/projekty', '/pomocx', '/pomoc/abc'])
      expect(await page(url)).not.toContain('modulepreload');
  });

  it('carries the first answer of each content page, equal to its GET', async () => {
    expect(pageData(await page('/pomoc')).early).toEqual({ '/api/help': await answerOf('/api/help') });
    expect(pageData(await page('/komunikaty/')).early).toEqual({
      '/api/statements': await answerOf('/api/statements'),
    });
    const help = (await answerOf('/api/help')) as { helps: { id: number; slug: string }[] };
    const first = help.helps[0];
    expect(first, 'the demo help').toBeDefined();
    if (first) {
      expect(pageData(await page(`/pomoc/${first.id}-${first.slug}`)).early).toEqual({
        [`/api/help/${first.id}`]: await answerOf(`/api/help/${first.id}`),
      });
    }
    // A missing article or statement is left out: the page asks and shows the error.
    expect(pageData(await page('/pomoc/999999-nic')).early).toEqual({});
    expect(pageData(await page('/komunikaty/999999-nic')).early).toEqual({});
    expect(pageData(await page('/')).early).toEqual({});
  });

  it('names modules that the web app has', () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    for (const route of PRELOADED_ROUTES)
      expect(fs.existsSync(path.join(web, route.module)), route.module).toBe(true);
  });
});

describe('/metrics without BK_METRICS_TOKEN (issue 44)', () => {
  it('does not exist: 404 in the envelope, not the web app page', async () => {
    const response = await fetch(`${server.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'Error', errors: {}, message: messages.notFound });
  });
});
