import fs from 'node:fs';
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';

/** Where the specs leave their screenshots (the folder is made on import). */
export const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/**
 * Whether screenshots are taken: always, except in `npm test`'s run (`E2E_SHOTS=0`), whose pictures
 * nobody looks at (CI's clone is thrown away) and which cost a fifth of a sweep's processor time
 * (decision 0044). `npm run test:e2e` and a spec run by hand take them.
 */
export const SHOTS_TAKEN = process.env.E2E_SHOTS !== '0';

/** A screenshot of a page or a part of it, unless screenshots are off. */
export async function snap(target: Page | Locator, options: PageScreenshotOptions & { path: string }) {
  if (SHOTS_TAKEN) await target.screenshot(options);
}

/** A spec's screenshot maker: the full page as `SHOTS/<prefix><name>.png`. */
export function screenshots(prefix = '') {
  return (page: Page, name: string) => snap(page, { path: `${SHOTS}/${prefix}${name}.png`, fullPage: true });
}
