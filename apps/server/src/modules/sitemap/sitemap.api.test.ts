import { searchStatuses } from '@bk/contracts/search/search-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { ANNOUNCEMENTS_PER_SITEMAP } from './sitemap.service.ts';

describe('robots.txt and the sitemaps', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const get = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('robots.txt keeps the API, the account pages and the signed-in screens out and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    for (const path of [
      '/api/',
      '/konto/',
      '/administracja/',
      '/zarzadzanie-trescia',
      '/uzytkownicy',
      '/oferty',
    ])
      expect(robots.text).toContain(`Disallow: ${path}\n`);
    expect(robots.text).not.toMatch(/Disallow: \/ogloszenia\/szukaj/);
    // The English pages of the same screens too (issue 51).
    expect(robots.text).toContain('Disallow: /en/newsletter\n');
    expect(robots.text).not.toContain('Disallow: /en/api/');
    expect(robots.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('the index names the pages and one sitemap per block of announcement ids; the blocks list exactly the public ones', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^application\/xml/);
    const maxId = Number(
      (
        await server.database.db
          .selectFrom('announcements')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
    const blocks = Math.ceil(maxId / ANNOUNCEMENTS_PER_SITEMAP);
    expect(blocks).toBeGreaterThan(0);
    expect(locs(index.text)).toEqual([
      `${server.baseUrl}/sitemap-strony.xml`,
      ...Array.from({ length: blocks }, (_, i) => `${server.baseUrl}/sitemap-ogloszenia-${i + 1}.xml`),
    ]);

    const listed = locs((await get('/sitemap-ogloszenia-1.xml')).text);
    const publicIds = await server.database.db
      .selectFrom('announcements')
      .select('id')
      .where('status', 'in', [...searchStatuses])
      .where('first_published_at', 'is not', null)
      .orderBy('id')
      .execute();
    expect(listed).toEqual(publicIds.map((row) => `${server.baseUrl}/ogloszenia/${row.id}`));
    // Drafts exist in the demo data, and none is listed.
    const drafts = await server.database.db
      .selectFrom('announcements')
      .select('id')
      .where('status', '=', 'DRAFT')
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(listed).not.toContain(`${server.baseUrl}/ogloszenia/${draft.id}`);
  });

  it('the pages sitemap lists the fixed pages, the help articles and the statements; an unknown block is 404', async () => {
    const pages = locs((await get('/sitemap-strony.xml')).text);
    expect(pages).toContain(`${server.baseUrl}/`);
    expect(pages).toContain(`${server.baseUrl}/ogloszenia/szukaj`);
    expect(pages.some((url) => /\/pomoc\/\d+-/.test(url ?? ''))).toBe(true);
    expect(pages.some((url) => /\/komunikaty\/\d+-/.test(url ?? ''))).toBe(true);
    // Each page in both languages (issue 51), each naming both as alternates.
    expect(pages).toContain(`${server.baseUrl}/en`);
    expect(pages).toContain(`${server.baseUrl}/en/ogloszenia/szukaj`);
    expect(pages.filter((url) => url?.startsWith(`${server.baseUrl}/en`)).length * 2).toBe(pages.length);
    const text = (await get('/sitemap-strony.xml')).text;
    expect(text).toContain(
      `<url><loc>${server.baseUrl}/en/pomoc</loc><xhtml:link rel="alternate" hreflang="pl" href="${server.baseUrl}/pomoc"/><xhtml:link rel="alternate" hreflang="en" href="${server.baseUrl}/en/pomoc"/></url>`,
    );
    // An announcement is listed once (50,000 a file), its English page an alternate.
    const announcements = (await get('/sitemap-ogloszenia-1.xml')).text;
    expect(announcements).toMatch(
      /<url><loc>[^<]*\/ogloszenia\/(\d+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?<xhtml:link rel="alternate" hreflang="pl" href="[^"]*\/ogloszenia\/\1"\/><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/en\/ogloszenia\/\1"\/><\/url>/,
    );
    for (const path of [
      '/sitemap-ogloszenia-0.xml',
      '/sitemap-ogloszenia-99999.xml',
      '/sitemap-ogloszenia-x.xml',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
    }
  });
});
