import { test as base } from '@playwright/test';
import { basePort, type Portal, startPortal } from './portal.ts';

/**
 * Playwright's `test` with a portal per worker: the first test of a worker starts the built server on a
 * port of its own (E2E_PORT + the worker's parallel index) with a fresh database, the demo data and the
 * test clock, every test of that worker runs against it (`baseURL`), and it stops when the worker ends.
 * The specs import `test` and `expect` from here, never from '@playwright/test' (a lint rule in biome.json).
 */
// biome-ignore lint/complexity/noBannedTypes: Playwright's way to say "no test-scoped fixtures".
export const test = base.extend<{}, { portal: Portal }>({
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
