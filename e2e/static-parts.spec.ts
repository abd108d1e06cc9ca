import { expect, type Page, test } from './support/test.ts';

// Issue 48: the parts of a public page with nothing to hydrate (components/ui/StaticPart.tsx) stay as
// the server drew them: React takes their outer element only, none of the elements inside is
// hydrated or drawn again, and their links still move within the app.

/**
 * Watches, from the first byte, every element the app removes from inside a static part, and notes
 * the parts the server drew (those in the document as it is read; the app may add others later, such as
 * the cookie notice, which it draws itself).
 */
async function watchStaticParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    const bk = window as unknown as { bkRemoved: string[]; bkServerParts: string[] };
    bk.bkRemoved = removed;
    document.addEventListener('DOMContentLoaded', () => {
      bk.bkServerParts = [...document.querySelectorAll('[data-static-part]')].map(
        (part) => part.getAttribute('data-static-part') ?? '',
      );
    });
    new MutationObserver((records) => {
      for (const record of records) {
        const inside = record.target instanceof Element && record.target.closest('[data-static-part]');
        if (inside && record.removedNodes.length > 0) removed.push(record.target.nodeName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

type PartState = { parts: number; hydratedWrappers: number; hydratedInside: number; removed: string[] };

/** The static parts once the app is live: how many, and whether React holds anything inside them. */
async function partsOf(page: Page): Promise<PartState> {
  return page.evaluate(() => {
    const reactHolds = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactFiber'));
    const bk = window as unknown as { bkRemoved: string[]; bkServerParts: string[] };
    const parts = [...document.querySelectorAll('[data-static-part]')].filter((part) =>
      bk.bkServerParts.includes(part.getAttribute('data-static-part') ?? ''),
    );
    return {
      parts: parts.length,
      hydratedWrappers: parts.filter(reactHolds).length,
      hydratedInside: parts.flatMap((part) => [...part.querySelectorAll('*')]).filter(reactHolds).length,
      removed: bk.bkRemoved,
    };
  });
}

async function anAnnouncement(page: Page): Promise<number> {
  const answer = await (await page.request.get('/api/search/announcements?limit=1&q=dostawa')).json();
  return answer.data.advertisements[0].id;
}

/** A help article's or a statement's own address. */
async function anArticle(page: Page, url: string, list: string): Promise<string> {
  const answer = await (await page.request.get(url)).json();
  const entry = answer.data[list].find((e: { root?: boolean }) => !e.root);
  return `${entry.id}-${entry.slug}`;
}

test('a visitor’s results, an announcement’s text, help and statements are not hydrated, nor drawn again', async ({
  page,
}) => {
  const id = await anAnnouncement(page);
  const help = await anArticle(page, '/api/help', 'helps');
  const statement = await anArticle(page, '/api/statements', 'statements');
  await watchStaticParts(page);
  // The results list; the announcement's header and its text before and after the attachments; a help
  // article's, a statement's or the terms' text; the help's table of contents; the statements' list.
  const expected: [string, number][] = [
    ['/ogloszenia/szukaj?q=dostawa', 2],
    [`/ogloszenia/${id}`, 3],
    [`/pomoc/${help}`, 2],
    [`/komunikaty/${statement}`, 2],
    ['/regulamin', 2],
    ['/pomoc', 1],
    ['/komunikaty', 1],
  ];
  for (const [address, count] of expected) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect(page.locator('html[data-app="ready"]')).toBeAttached();
      // The page's own code may come after the app is live: its parts hydrate when it is there.
      await expect
        .poll(() => partsOf(page))
        .toEqual({ parts: count, hydratedWrappers: count, hydratedInside: 0, removed: [] });
    });
  }
});

test('links inside a static part move within the app, and the part is drawn anew for another search', async ({
  page,
}) => {
  await watchStaticParts(page);
  await page.goto('/ogloszenia/szukaj?q=dostawa');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.evaluate(() => {
    (window as unknown as { bkSamePage: boolean }).bkSamePage = true;
  });
  const samePage = () => page.evaluate(() => (window as unknown as { bkSamePage?: boolean }).bkSamePage);

  // A result's title: the app draws the announcement, the document stays.
  const results = page.getByRole('list').filter({ has: page.locator('.search-result') });
  const first = results.locator('.search-result__title a').first();
  const title = (await first.textContent()) ?? '';
  const searchDescription = await page.locator('meta[name="description"]').getAttribute('content');
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ogłoszenie nr / })).toBeVisible();
  expect(await samePage()).toBe(true);
  // The page drawn by the app sets its own description (worked out once drawn: lib/document-title.ts).
  await expect
    .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
    .toContain(`${title.trim()}.`);
  expect(searchDescription).not.toContain(title.trim());

  // Back: the results are drawn by the app this time, and hold their title links.
  await page.goBack();
  await expect(results.locator('.search-result__title a').first()).toHaveText(title);
  expect(await samePage()).toBe(true);

  // Another search draws the list again from its children (it is no longer the server's).
  const field = page.getByRole('searchbox', { name: 'Czego szukasz?' });
  await field.fill('samochód');
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(/q=samoch%C3%B3d/);
  await expect(results.locator('.search-result__title a').first()).toContainText(/samoch/i);
  expect(await samePage()).toBe(true);

  // On an English page a result's link, the server's too, keeps the language prefix.
  await page.goto('/en/ogloszenia/szukaj?q=dostawa');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.evaluate(() => {
    (window as unknown as { bkSamePage: boolean }).bkSamePage = true;
  });
  await results.locator('.search-result__title a').first().click();
  await expect(page).toHaveURL(/\/en\/ogloszenia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Announcement no\. / })).toBeVisible();
  expect(await samePage()).toBe(true);
});

test('nothing the server drew is thrown away and drawn again once the page is live (the cookie notice, the home page’s boxes)', async ({
  page,
}) => {
  // Every element of the server's drawing, noted as the document is read; any of them the app removes.
  await page.addInitScript(() => {
    const drawn = new WeakSet<Node>();
    const removed: string[] = [];
    (window as unknown as { bkDrawnRemoved: string[] }).bkDrawnRemoved = removed;
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) drawn.add(element);
    });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (drawn.has(node) && node instanceof Element) removed.push(`${node.nodeName}.${node.className}`);
    }).observe(document, { childList: true, subtree: true });
  });
  const id = await anAnnouncement(page);
  for (const address of ['/', '/en', '/ogloszenia/szukaj?q=dostawa', `/ogloszenia/${id}`, '/pomoc']) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect(page.locator('html[data-app="ready"]')).toBeAttached();
      await expect(page.locator('.cookie-banner')).toBeVisible();
      // The parts whose code comes apart (the banners, the home page's boxes) have had it by now.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { bkDrawnRemoved: string[] }).bkDrawnRemoved),
      ).toEqual([]);
    });
  }
});

test('a page whose banners’ or boxes’ code does not come still comes alive, without them', async ({
  page,
}) => {
  // A network failure of the parts a page can do without: the page is drawn and usable, not the error page.
  await page.route(/\/assets\/(SiteBanners|HomeBoxes)-[\w-]+\.js/, (route) => route.abort('failed'));
  for (const address of ['/', '/ogloszenia/szukaj?q=dostawa']) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect(page.locator('html[data-app="ready"]')).toBeAttached();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('searchbox').first()).toBeEditable();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('.cookie-banner')).toHaveCount(0);
    });
  }
});
