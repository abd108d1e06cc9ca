import { signInAt } from './support/announcements.ts';
import { expectNoPolish } from './support/english.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Issue 51: a sweep of the English pages, as a visitor and as a bidder: each page's frame and main
 * part show no Polish interface text outside what is marked `lang="pl"` (the announcements' and the
 * site's own texts), and axe passes. The administration stays Polish (issue 51), and so does the
 * advertiser's side of the portal (the announcement form, my announcements): not swept.
 */

/** An announcement of the demo data the pages can show (the first 'dostawa' found). */
async function someAnnouncement(page: Page): Promise<number> {
  const found = await (await page.request.get('/api/search/announcements?limit=1&q=dostawa')).json();
  return (found.data.advertisements[0] as { id: number }).id;
}

/** Opens an English page and checks it: its language, its texts, axe. */
async function sweep(page: Page, address: string, names: readonly string[] = []): Promise<void> {
  await page.goto(address);
  await expect(page.locator('html'), address).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
  await expectNoPolish(page, ['.topbar', 'main', '#footer'], names);
  await expectAccessible(page);
}

/** The announcement's other tabs, as the page's visitor sees them. */
async function sweepTabs(page: Page, id: number): Promise<void> {
  await page.goto(`/en/ogloszenia/${id}`);
  for (const tab of ['Offers', 'Questions']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoPolish(page, ['main']);
    await expectAccessible(page);
  }
}

test('every public English page, as a visitor', async ({ page }) => {
  const id = await someAnnouncement(page);
  for (const address of [
    '/en',
    '/en/ogloszenia/szukaj',
    '/en/ogloszenia/szukaj?q=dostawa',
    `/en/ogloszenia/${id}`,
    '/en/statystyki',
    '/en/otwarte-dane',
    '/en/status',
    '/en/weryfikacja',
    '/en/pomoc',
    '/en/komunikaty',
    '/en/regulamin',
    // The accessibility statement stays in Polish (the act's template), marked so, with a note in English.
    '/en/deklaracja-dostepnosci',
    '/en/strona-ktorej-nie-ma',
  ])
    await sweep(page, address);
  // The announcement's other tabs, as a visitor sees them.
  await sweepTabs(page, id);
});

test("every English page of a bidder's own", async ({ page }) => {
  await signInAt(page, accounts.bidder.email);
  const id = await someAnnouncement(page);
  // The bidder's surname is in the labels of his contact person's actions ('Actions: Piotr Zieliński').
  for (const address of ['/en/uzytkownicy/moj-profil', '/en/oferty', '/en/newsletter'])
    await sweep(page, address, ['Zieliński']);
  await sweepTabs(page, id);
});
