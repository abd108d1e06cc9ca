import { expect, type Response, test } from './support/test.ts';

/** The built app's files go out compressed at build time and cached for good (issue 23). */

test('the page loads its script brotli-compressed from the build, cached for a year as immutable', async ({
  page,
}) => {
  // The answers are read once the page is live and quiet: a listener still reading one after the test
  // ended would fail the next test.
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) answers.push(response);
  });
  const document = await page.goto('/');
  expect((await document?.allHeaders())?.['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is drawn by the server: its scripts (the app's code) come after the first paint.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(
    answers.map(async (response) => {
      const headers = await response.allHeaders();
      const sizes = await response.request().sizes();
      return {
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        size: sizes.responseBodySize,
      };
    }),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const main = scripts.reduce((a, b) => (b.size > a.size ? b : a));
  expect(main.encoding).toBe('br');
  expect(main.cache).toBe('public, max-age=31536000, immutable');
  for (const script of scripts) expect(script.cache).toBe('public, max-age=31536000, immutable');
});

test('API answers are compressed for a client that asks', async ({ request }) => {
  const response = await request.get('/api/docs', { headers: { 'accept-encoding': 'br' } });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toBe('br');
  expect((await response.json()).openapi).toBe('3.1.0');
});
