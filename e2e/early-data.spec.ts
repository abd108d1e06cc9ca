import { results, SEARCH, settled } from './support/search.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The first data call of search and of an announcement's page starts beside the route's code, and the
 * page's own call takes that answer (decision 0022): one request to the API, not two. (Opened at their
 * address, both are drawn by the server with their data: e2e/server-rendering.spec.ts.)
 */

function apiCalls(page: Page, pattern: RegExp): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && pattern.test(new URL(request.url()).pathname))
      calls.push(request.url());
  });
  return calls;
}

/** The app is live (a page drawn on the server has been hydrated). */
const live = (page: Page) => expect(page.locator('html[data-app="ready"]')).toBeAttached();

test('an anonymous visitor goes from the home page to the search: one call, its answer shown', async ({
  page,
}) => {
  // The home page comes drawn by the server; the search opened from it is drawn by the browser.
  await page.goto('/');
  await live(page);
  const calls = apiCalls(page, /^\/api\/search\/announcements$/);
  await page.getByRole('searchbox', { name: 'Czego szukasz?' }).fill('dostawa');
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${SEARCH}\\?`));
  await settled(page);
  await expect(results(page).first()).toBeVisible();
  expect(calls, calls.join('\n')).toHaveLength(1);
});

test('an anonymous visitor opens an announcement from the search: one call of its content, the page shows it', async ({
  page,
}) => {
  await page.goto(`${SEARCH}?q=dostawa`);
  await live(page);
  const link = results(page).first().getByRole('link').first();
  const id = /\/ogloszenia\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
  const calls = apiCalls(page, new RegExp(`^/api/announcements/${id}$`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ogłoszenie nr');
  expect(calls).toHaveLength(1);
});
