import { expect, type Page, test } from '@playwright/test';
import { results, SEARCH, settled } from './support/search.ts';

/**
 * The first data call of search and of an announcement's page starts beside the route's code, and the
 * page's own call takes that answer (decision 0022): one request to the API, not two.
 */

function apiCalls(page: Page, pattern: RegExp): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && pattern.test(new URL(request.url()).pathname))
      calls.push(request.url());
  });
  return calls;
}

test('an anonymous visitor opens the search: one call, its answer shown', async ({ page }) => {
  const calls = apiCalls(page, /^\/api\/search\/announcements$/);
  await page.goto(SEARCH);
  await settled(page);
  await expect(results(page).first()).toBeVisible();
  expect(calls, calls.join('\n')).toHaveLength(1);
});

test('an anonymous visitor opens an announcement: one call of its content, the page shows it', async ({
  page,
  request,
}) => {
  const found = await (await request.get('/api/search/announcements?limit=1')).json();
  const first = found.data.advertisements[0] as { id: number; number: string };
  const calls = apiCalls(page, new RegExp(`^/api/announcements/${first.id}$`));
  await page.goto(`/ogloszenia/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.number);
  expect(calls).toHaveLength(1);
});
