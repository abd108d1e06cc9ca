import { accounts, DEMO_PASSWORD, expectAccessible, sideMenu, signIn } from './support/fixtures.ts';
import { expect, test } from './support/test.ts';

test('login returns to the path and query it started from, after 5 seconds', async ({ page }) => {
  await page.goto('/deklaracja-dostepnosci?zrodlo=stopka');
  await signIn(page, accounts.advertiser.email, { realTime: true });
  await expect(page).toHaveURL(/\/logowanie$/);
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/deklaracja-dostepnosci\?zrodlo=stopka$/, { timeout: 8_000 });
  await expect(page.getByText(accounts.advertiser.name)).toBeVisible();
});

test('a wrong password is refused on the login page in Polish', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByLabel('Adres e-mail').fill(accounts.bidder.email);
  await page.getByLabel('Hasło').fill('to-nie-jest-haslo');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy adres e-mail lub hasło.');
  await expectAccessible(page);
  await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Logowanie zakończone powodzeniem')).toBeVisible();
});

test('a cancelled login lands on the login error page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('button', { name: 'Anuluj logowanie' }).click();
  await expect(page).toHaveURL(/\/blad-logowania$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wystąpił błąd logowania' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Przejdź do strony głównej' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('logout revokes the session, says so and reloads as anonymous', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.bidder.email, { fresh: true });
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  const token = (await page.context().cookies()).find((c) => c.name === 'auth_token')?.value;
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Użytkownik został wylogowany.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await expect(sideMenu(page)).toHaveCount(0);
  const after = await page.request.get('/api/user', { headers: { 'x-auth-token': token ?? '' } });
  expect(after.status()).toBe(401);
});

test('a signed-in user is sent home from the login error page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.bidder2.email, { fresh: true });
  await page.goto('/blad-logowania');
  await expect(page).toHaveURL(/\/$/);
});
