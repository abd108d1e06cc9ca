import fs from 'node:fs';
import { messages } from '@bk/contracts/common/messages';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => snap(page, { path: `${SHOTS}/${name}.png`, fullPage: true });

/** Types into the rich text editor labelled `label`. */
async function typeRich(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.type(text);
}

test('without a content flag the hub is not permitted', async ({ page }) => {
  await signInAt(page, accounts.bidder.email, '/zarzadzanie-trescia');
  await page.goto('/zarzadzanie-trescia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.forbiddenTitle);
});

test('the administrator adds a statement for the yellow stripe, changes it and switches it off', async ({
  page,
  browser,
}) => {
  await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia');
  await page.goto('/zarzadzanie-trescia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zarządzanie treścią' })).toBeVisible();
  for (const tile of ['Pomoc', 'Regulaminy', 'Ciasteczka', 'Treści ogólne', 'Komunikaty'])
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
  await expectAccessible(page);
  await shot(page, '40-content-hub');

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Komunikaty/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Komunikaty' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Przerwa techniczna/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Dodaj komunikat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy komunikat' })).toBeVisible();

  // The rules of the form: no expiry by default (the date disabled); without 'active' no yellow stripe.
  const expiry = page.getByLabel('Data ważności');
  await expect(expiry).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Komunikat aktywny' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Wyświetlaj na żółtym pasku' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Komunikat aktywny' }).check();
  await page.getByRole('checkbox', { name: 'Wyświetlaj na żółtym pasku' }).check();
  await page.getByRole('checkbox', { name: 'Komunikat bezterminowy' }).uncheck();
  await expect(expiry).toBeEnabled();

  // Nothing filled: the server's messages under the fields, the focus on the first.
  await page.getByRole('button', { name: 'Zapisz komunikat' }).click();
  await expect(page.getByLabel('Nagłówek')).toBeFocused();
  await expect(page.getByText('To pole jest wymagane.')).toHaveCount(2);
  await page.getByLabel('Nagłówek').fill('Nowe zasady składania ofert');
  await typeRich(page, 'Treść', 'Od poniedziałku oferty przyjmujemy tylko przez portal.');
  await page.getByRole('button', { name: 'Zapisz komunikat' }).click();
  await expect(
    page.getByText('Podaj datę ważności albo zaznacz, że komunikat jest bezterminowy.'),
  ).toBeVisible();
  const nextYear = `${new Date().getFullYear() + 1}-01-31`;
  await expiry.fill(nextYear);
  await expectAccessible(page);
  await shot(page, '41-statement-form');
  await page.getByRole('button', { name: 'Zapisz komunikat' }).click();
  await expect(page).toHaveURL(/\/zarzadzanie-trescia\/komunikaty\/\d+-nowe-zasady-skladania-ofert$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe zasady składania ofert' })).toBeVisible();
  await expect(page.getByText('Od poniedziałku oferty przyjmujemy tylko przez portal.')).toBeVisible();
  await expectAccessible(page);

  // The public sees it first on the yellow stripe.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/');
  await expect(
    anonymous
      .getByRole('region', { name: 'Ważny komunikat' })
      .getByRole('link', { name: 'Nowe zasady składania ofert' }),
  ).toBeVisible();

  // A new heading gives a new address; switched off, the statement leaves the public pages.
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await page.getByLabel('Nagłówek').fill('Zmienione zasady składania ofert');
  await page.getByRole('button', { name: 'Zapisz komunikat' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await expect(page).toHaveURL(/\/komunikaty\/\d+-zmienione-zasady-skladania-ofert\/edytuj$/);
  await page.getByRole('checkbox', { name: 'Komunikat aktywny' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Wyświetlaj na żółtym pasku' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Zapisz komunikat' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await anonymous.goto('/komunikaty');
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Komunikaty' })).toBeVisible();
  await expect(anonymous.getByText('Zmienione zasady składania ofert')).toHaveCount(0);
  await visitor.close();
});
