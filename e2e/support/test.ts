import { test as base, type Page } from '@playwright/test';
import { basePort, type Portal, startPortal } from './portal.ts';

/**
 * Playwright's `test` with a portal per worker: the first test of a worker starts the built server on a
 * port of its own (E2E_PORT + the worker's parallel index) with a fresh database, the demo data and the
 * test clock, every test of that worker runs against it (`baseURL`), and it stops when the worker ends.
 * The specs import `test` and `expect` from here, never from '@playwright/test' (a lint rule in biome.json).
 */
/**
 * After a page load (goto or reload, waiting for `load` as by default) the tests go on once the app is
 * live (the `data-app="ready"` mark), as a person's next step would meet it: on a slow or busy machine a
 * page the server drew is readable, but a key pressed before the app takes it acts as without JavaScript
 * (Enter sends the form as a new page load) and the step after it would test something else. A page
 * that is not the app (no #root), or an app that does not come alive in time, is left to the test.
 */
/**
 * How long a page load (with its redirects) may take to come alive: a busy machine's hydration and the
 * login's redirects take longer than expect's 5 s.
 */
export const LIVE = 15_000;

async function untilLive(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'),
      undefined,
      { timeout: LIVE },
    )
    .catch(() => {});
}

// biome-ignore lint/complexity/noBannedTypes: Playwright's way to say "no test-scoped fixtures".
export const test = base.extend<{}, { portal: Portal }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const loads = (options?: { waitUntil?: string }) => (options?.waitUntil ?? 'load') === 'load';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (loads(options)) await untilLive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (loads(options)) await untilLive(page);
      return response;
    };
    await use(page);
  },
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies first.
    async ({}, use, workerInfo) => {
      const portal = await startPortal(basePort + workerInfo.parallelIndex);
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});

export * from '@playwright/test';
