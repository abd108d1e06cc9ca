import { accounts, expectAccessible, fillLoginPage, signIn } from './support/fixtures.ts';
import { expect, type Page, test } from './support/test.ts';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Czego szukasz?' });

test('a visitor searches from the home page, by an example or by typing', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Baza Konkurencyjności - strona główna');
  await expect(page.getByText(/finansowana ze środków Unii Europejskiej/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'dostawa komputerów' }).click();
  await expect(page).toHaveURL(/\/ogloszenia\/szukaj\?.*q=dostawa%20komputer%C3%B3w/);
  await expect(searchBox(page)).toHaveValue('dostawa komputerów');
  await expect(
    page.locator('.search-result').filter({ hasText: 'Dostawa sprzętu komputerowego dla urzędu' }).first(),
  ).toBeVisible();

  await page.goBack();
  for (const example of ['roboty budowlane', 'szkolenie pracowników']) {
    await expect(page.getByRole('link', { name: example })).toHaveAttribute(
      'href',
      `/ogloszenia/szukaj?q=${encodeURIComponent(example)}`,
    );
  }
  await searchBox(page).fill('termomodernizacja budynków');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/q=termomodernizacja%20budynk%C3%B3w/);
  await expect(
    page
      .locator('.search-result')
      .filter({ hasText: 'Termomodernizacja budynku szkoły podstawowej' })
      .first(),
  ).toBeVisible();
});

test('the buttons that need login take a visitor through the login and on to their page', async ({
  page,
}) => {
  await page.goto('/');
  const add = page.getByRole('button', { name: 'Dodaj ogłoszenie Wymaga logowania' });
  await expect(page.getByRole('button', { name: 'Newsletter Wymaga logowania' })).toBeVisible();
  await add.click();
  await fillLoginPage(page, accounts.advertiser.email);
  await expect(page).toHaveURL(/\/ogloszenia\/nowe$/, { timeout: 10_000 });

  await page.goto('/');
  await expect(page.getByText('Wymaga logowania')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Newsletter', exact: true })).toHaveAttribute(
    'href',
    '/newsletter',
  );
  await expect(page.getByRole('link', { name: 'Dodaj ogłoszenie', exact: true })).toHaveAttribute(
    'href',
    '/ogloszenia/nowe',
  );
  await expectAccessible(page);
});

test('the newsletter button remembers its page through the login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Newsletter Wymaga logowania' }).click();
  await fillLoginPage(page, accounts.bidder.email);
  await expect(page).toHaveURL(/\/newsletter$/, { timeout: 10_000 });
});

test('the support block shows the mailbox for a call or project number', async ({ page }) => {
  await page.goto('/');
  const support = page.getByRole('region', { name: 'Pomoc dla użytkowników' });
  await expect(support.getByRole('link', { name: 'wykonawcy@bk.example' })).toHaveAttribute(
    'href',
    'mailto:wykonawcy@bk.example',
  );
  const code = support.getByLabel('Numer naboru lub projektu');
  await code.fill('FENG.01.01-IP.02-001/26');
  await expect(support.getByRole('status')).toHaveText('Napisz do: feng@bk.example');
  await code.fill('fers.02.03-IZ.00-005/25');
  await expect(support.getByRole('status')).toHaveText('Napisz do: fers@bk.example');
  await code.fill('XYZ');
  await expect(support.getByRole('status')).toHaveText('Napisz do: pomoc@bk.example');
  await expectAccessible(page);

  // Signed in, the home page is the same apart from the two actions.
  await signIn(page, accounts.bidder.email);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Pomoc dla użytkowników' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Newsletter', exact: true })).toBeVisible();
  await expectAccessible(page);
});
