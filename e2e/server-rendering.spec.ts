import fs from 'node:fs';
import { expectAccessible } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

// The public pages drawn on the server (issue 34, docs/decisions/0034-server-rendering.md): each is
// readable before any script runs, its hydration neither warns nor asks the API again, and axe passes.

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

type PublicPage = { name: string; path: string; heading: string | RegExp; title: string | RegExp };

async function firstAnnouncement(page: Page): Promise<{ id: number; number: string }> {
  const answer = await (await page.request.get('/api/search/announcements?limit=1&q=dostawa')).json();
  const first = answer.data.advertisements[0];
  return { id: first.id, number: first.number };
}

async function firstOf(page: Page, url: string, list: string): Promise<{ id: number; slug: string }> {
  const answer = await (await page.request.get(url)).json();
  return answer.data[list].find((entry: { root?: boolean }) => !entry.root);
}

async function publicPages(page: Page): Promise<PublicPage[]> {
  const announcement = await firstAnnouncement(page);
  const help = await firstOf(page, '/api/help', 'helps');
  const statement = await firstOf(page, '/api/statements', 'statements');
  return [
    {
      name: 'home',
      path: '/',
      heading: /Baza Konkurencyjności/,
      title: 'Baza Konkurencyjności - strona główna',
    },
    {
      name: 'search',
      path: '/ogloszenia/szukaj?q=dostawa',
      heading: 'Wyszukiwarka ogłoszeń',
      title: 'Baza Konkurencyjności - wyszukiwarka',
    },
    {
      name: 'details',
      path: `/ogloszenia/${announcement.id}`,
      heading: `Ogłoszenie nr ${announcement.number}`,
      title: new RegExp(`^Baza Konkurencyjności - ogłoszenie nr ${announcement.number}: `),
    },
    {
      name: 'details-questions',
      path: `/ogloszenia/${announcement.id}?sekcja=pytania`,
      heading: `Ogłoszenie nr ${announcement.number}`,
      title: new RegExp(`ogłoszenie nr ${announcement.number}`),
    },
    { name: 'help', path: '/pomoc', heading: 'Pomoc', title: 'Baza Konkurencyjności - pomoc' },
    {
      name: 'help-article',
      path: `/pomoc/${help.id}-${help.slug}`,
      heading: /.+/,
      title: /^Baza Konkurencyjności - pomoc - /,
    },
    { name: 'terms', path: '/regulamin', heading: /Regulamin/, title: 'Baza Konkurencyjności - regulamin' },
    {
      name: 'statements',
      path: '/komunikaty',
      heading: 'Komunikaty',
      title: 'Baza Konkurencyjności - komunikaty',
    },
    {
      name: 'statement',
      path: `/komunikaty/${statement.id}-${statement.slug}`,
      heading: /.+/,
      title: /^Baza Konkurencyjności - komunikat - /,
    },
    {
      name: 'accessibility',
      path: '/deklaracja-dostepnosci',
      heading: /Deklaracja dostępności/,
      title: 'Baza Konkurencyjności - deklaracja dostępności',
    },
    {
      name: 'statistics',
      path: '/statystyki?cpv=45',
      heading: 'Statystyki',
      title: 'Baza Konkurencyjności - statystyki',
    },
    {
      name: 'status',
      path: '/status',
      heading: 'Dostępność portalu',
      title: 'Baza Konkurencyjności - dostępność portalu',
    },
    {
      name: 'opt-out',
      path: '/subskrypcje?token=nieznany',
      heading: /newsletter/i,
      title: 'Baza Konkurencyjności - wyłączenie newslettera i powiadomień',
    },
  ];
}

async function withoutScripts<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pl-PL' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('every public page is readable without scripts, hydrates without a warning or a second call, and passes axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pages = await publicPages(page);
  for (const target of pages) {
    await test.step(target.name, async () => {
      // Before any script: the content, the title and the head are in the HTML.
      await withoutScripts(browser, async (bare) => {
        const answer = await bare.goto(target.path);
        expect(answer?.status()).toBe(200);
        await expect(bare.getByRole('heading', { level: 1, name: target.heading }).first()).toBeVisible();
        await expect(bare).toHaveTitle(target.title);
        expect(await bare.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
          /^http:\/\/127\.0\.0\.1:\d+\//,
        );
        expect(await bare.locator('meta[property="og:title"]').getAttribute('content')).toBe(
          await bare.title(),
        );
        // No inline script: the data rides in a JSON element the CSP lets be.
        const inline = await bare
          .locator('script:not([src])')
          .evaluateAll((list) => list.map((s) => s.getAttribute('type')));
        expect(inline).toEqual(['application/json']);
      });

      // With scripts: hydration, watched from the first byte.
      const problems: string[] = [];
      const calls: string[] = [];
      const onConsole = (m: { type(): string; text(): string }) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      };
      const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
      const onRequest = (r: { url(): string }) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
      };
      page.on('console', onConsole);
      page.on('pageerror', onError);
      page.on('request', onRequest);
      await page.goto(target.path);
      await expect(page.locator('html[data-app="ready"]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
      expect(problems).toEqual([]);
      expect(calls).toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: target.heading }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('without scripts the search is a plain form: a new text keeps the sort, the results and the pages are links', async ({
  browser,
}) => {
  await withoutScripts(browser, async (bare) => {
    await bare.goto('/ogloszenia/szukaj?q=dostawa&sort=publicationDate');
    const field = bare.getByRole('searchbox', { name: 'Czego szukasz?' });
    await expect(field).toHaveValue('dostawa');
    await field.fill('samochód');
    await bare.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(bare).toHaveURL(/q=samoch%C3%B3d/);
    await expect(bare).toHaveURL(/sort=publicationDate/);
    const result = bare
      .getByRole('main')
      .getByRole('link', { name: /samoch/i })
      .first();
    await expect(result).toBeVisible();
    await snap(bare, { path: `${SHOTS}/ssr-search-no-script.png`, fullPage: true });
    // An announcement from the results, drawn by the server too.
    await result.click();
    await expect(bare.getByRole('heading', { level: 1, name: /^Ogłoszenie nr / })).toBeVisible();
    await expect(bare.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Termin składania ofert: /,
    );
    await snap(bare, { path: `${SHOTS}/ssr-details-no-script.png`, fullPage: true });

    // The home page's search box is a plain form as well.
    await bare.goto('/');
    await bare.getByRole('searchbox', { name: 'Czego szukasz?' }).fill('dostawa');
    await bare.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(bare).toHaveURL(/\/ogloszenia\/szukaj\?q=dostawa/);
    await expect(bare.getByRole('heading', { level: 1, name: 'Wyszukiwarka ogłoszeń' })).toBeVisible();
  });
});

test('the search is drawn at its own form of the address, which the browser takes before hydrating (no rewrite once live)', async ({
  page,
}) => {
  const canonical = /\/ogloszenia\/szukaj\?limit=20&q=dostawa&sort=default&strona=1$/;
  const answer = await page.request.get('/ogloszenia/szukaj?q=dostawa');
  expect(await answer.text()).toContain(
    '"address":"/ogloszenia/szukaj?limit=20&q=dostawa&sort=default&strona=1"',
  );
  // The address changes once, before the app draws anything: React Router sees no navigation.
  await page.addInitScript(() => {
    const w = window as unknown as { replaced: string[] };
    w.replaced = [];
    const replace = history.replaceState.bind(history);
    history.replaceState = (state, unused, url) => {
      // (React Router's own call, with no address, only numbers the history entry.)
      if (url) w.replaced.push(`${url}|${document.documentElement.dataset.app ?? ''}`);
      replace(state, unused, url);
    };
  });
  await page.goto('/ogloszenia/szukaj?q=dostawa');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page).toHaveURL(canonical);
  const replaced = await page.evaluate(() => (window as unknown as { replaced: string[] }).replaced);
  expect(replaced).toEqual(['/ogloszenia/szukaj?limit=20&q=dostawa&sort=default&strona=1|']);

  // An address with a value the page drops is drawn as asked; once live the page says what it dropped.
  await page.goto('/ogloszenia/szukaj?q=dostawa&sort=nieznane');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page).toHaveURL(canonical);
  await expect(
    page.getByRole('status').filter({ hasText: 'Pominięto nieprawidłowe wartości' }),
  ).toContainText('nieznane');
});

test('what a page costs the server: its renders and calls of its API (the Server-Timing header)', async ({
  page,
}) => {
  const { id } = await firstAnnouncement(page);
  // Each page's calls are all known after its first render: the second one is sent. The search and
  // an announcement ask for theirs before drawing (their routes' serverData): one render.
  const budgets: [string, number, number][] = [
    ['/', 2, 3],
    ['/ogloszenia/szukaj?q=dostawa', 1, 3],
    ['/ogloszenia/szukaj?q=dostawa&sort=publicationDate&strona=2', 1, 3],
    [`/ogloszenia/${id}`, 1, 1],
    ['/pomoc', 2, 1],
    ['/komunikaty', 2, 1],
  ];
  for (const [path, passes, calls] of budgets) {
    const timing = (await page.request.get(path)).headers()['server-timing'] ?? '';
    const cost = /passes=(\d+) calls=(\d+)/.exec(timing);
    expect(cost, `${path}: ${timing}`).not.toBeNull();
    expect(Number(cost?.[1]), path).toBeLessThanOrEqual(passes);
    expect(Number(cost?.[2]), path).toBeLessThanOrEqual(calls);
  }
});

test('a signed-in screen and an unknown announcement are left to the browser; robots.txt and the sitemap', async ({
  page,
}) => {
  const unknown = await page.request.get('/ogloszenia/999999999');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root"></div>');
  const mine = await page.request.get('/ogloszenia');
  expect(await mine.text()).toContain('<div id="root"></div>');

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /administracja/');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const index = await (await page.request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemap-strony.xml');
  expect(index).toContain('/sitemap-ogloszenia-1.xml');
  const announcements = await (await page.request.get('/sitemap-ogloszenia-1.xml')).text();
  const { id } = await firstAnnouncement(page);
  expect(announcements).toContain(`/ogloszenia/${id}</loc>`);
});
