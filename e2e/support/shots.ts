import fs from 'node:fs';
import type { Page } from '@playwright/test';

/** Where the specs leave their screenshots (the folder is made on import). */
export const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/** A spec's screenshot maker: the full page as `SHOTS/<prefix><name>.png`. */
export function screenshots(prefix = '') {
  return (page: Page, name: string) =>
    page.screenshot({ path: `${SHOTS}/${prefix}${name}.png`, fullPage: true });
}
