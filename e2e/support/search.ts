import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

/** Helpers of the search page's browser tests (e2e/search*.spec.ts). */
export const SEARCH = '/ogloszenia/szukaj';
export const results = (page: Page) => page.locator('.search-result');
export const resultTitled = (page: Page, title: string) => results(page).filter({ hasText: title });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Czego szukasz?' });
export const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filtry/ });
export const countHeading = (page: Page) => page.locator('#search-results-heading');
export const filterDialog = (page: Page) => page.getByRole('dialog', { name: 'Filtry wyszukiwania' });

/** Waits until the results on the page are those of the address (not the previous ones kept meanwhile). */
export async function settled(page: Page) {
  await expect(page.locator('.search-results')).toHaveAttribute('aria-busy', 'false');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Types a query into the search box, presses Enter and waits for its results. */
export async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(%20|\\+)')}`));
  await settled(page);
}

/** Signs in from `path` (the login returns there) and gives the session token of the app's cookie. */
export async function signInOn(page: Page, email: string, path: string): Promise<string> {
  await page.goto(path);
  await signIn(page, email);
  let token = '';
  await expect(async () => {
    token = (await page.context().cookies()).find((c) => c.name === 'auth_token')?.value ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 5_000 });
  return decodeURIComponent(token);
}

/** Adds (POST) or removes (DELETE) a favourite straight through the API; gives the status. */
export async function setFavouriteByApi(page: Page, token: string, id: string, method: 'POST' | 'DELETE') {
  const response = await page.request.fetch(`/api/favorite-announcements/${id}`, {
    method,
    headers: { 'X-Auth-Token': token },
  });
  return response.status();
}
