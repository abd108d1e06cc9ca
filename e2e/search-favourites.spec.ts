import { accounts, expectAccessible } from './support/fixtures.ts';
import { results, SEARCH, setFavouriteByApi, signInOn } from './support/search.ts';
import { expect, test } from './support/test.ts';

// Published and closed: the demo's laboratory announcement that closes tonight is closed once the
// offers spec has moved the server's clock past tonight, and these tests must not depend on the order.
const LAB = `${SEARCH}?q=laboratorium&status=PUBLISHED,CLOSED`;

test('a bidder keeps favourites from the results; visitors see no toggle', async ({ page }) => {
  await page.goto(LAB);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Dodaj do ulubionych/ })).toHaveCount(0);

  const token = await signInOn(page, accounts.bidder.email, LAB);
  await expect(page).toHaveURL(/szukaj\?.*q=laboratorium/, { timeout: 10_000 });
  const [first, second] = [results(page).nth(0), results(page).nth(1)];
  await expect(first.getByRole('button', { name: /^Dodaj do ulubionych/ })).toBeVisible();
  await expectAccessible(page);

  const toggle = first.getByRole('button', { name: /ulubionych/ });
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/^Usuń z ulubionych/);
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie dodano do ulubionych.' }),
  ).toBeVisible();
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true', { timeout: 3_000 });
  await page.reload();
  await expect(
    results(page)
      .nth(0)
      .getByRole('button', { name: /^Usuń z ulubionych/ }),
  ).toBeVisible();
  await results(page)
    .nth(0)
    .getByRole('button', { name: /ulubionych/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie usunięto z ulubionych.' }),
  ).toBeVisible();

  // Already added elsewhere: the spec's dialog.
  const secondId = (await second.locator('h3 a').getAttribute('href'))?.split('/').pop();
  expect(await setFavouriteByApi(page, token, secondId ?? '', 'POST')).toBe(200);
  await second.getByRole('button', { name: /^Dodaj do ulubionych/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ulubione ogłoszenia' });
  await expect(dialog).toContainText('Ogłoszenie jest już dodane do ulubionych.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByRole('button', { name: /^Usuń z ulubionych/ })).toBeVisible();
  expect(await setFavouriteByApi(page, token, secondId ?? '', 'DELETE')).toBe(200);
});

test("the advertiser's own announcements are marked and have no favourites toggle", async ({ page }) => {
  await signInOn(page, accounts.advertiser.email, LAB);
  await expect(page).toHaveURL(/szukaj\?.*q=laboratorium/, { timeout: 10_000 });
  const own = results(page).filter({ hasText: 'Gmina Wiśniowa' }).first();
  const others = results(page).filter({ hasNotText: 'Gmina Wiśniowa' }).first();
  await expect(own.getByText('Moje ogłoszenie')).toBeVisible();
  await expect(own.getByRole('button', { name: /ulubionych/ })).toHaveCount(0);
  await expect(others.getByText('Moje ogłoszenie')).toHaveCount(0);
  await expect(others.getByRole('button', { name: /^Dodaj do ulubionych/ })).toBeVisible();
  await expectAccessible(page);
});
