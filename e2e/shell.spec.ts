import { apiCall, otherSession, signInAt } from './support/announcements.ts';
import {
  accounts,
  allMenuItems,
  DEMO_PASSWORD,
  expectAccessible,
  sideMenu,
  signIn,
} from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

test.describe('anonymous visitor', () => {
  test('sees the home page with the shell, the funding notice and no side menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible();
    await expect(page.getByText('Trwa inicjalizacja danych...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(page.getByText(/finansowana ze środków Unii Europejskiej/)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const link of ['Pomoc', 'Regulamin', 'Komunikaty', 'Deklaracja dostępności']) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('reaches the content by the skip link with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści głównej' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('sees the 404 page on an unknown path', async ({ page }) => {
    await page.goto('/nie-ma-takiej-strony');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Strona nie istnieje')).toBeVisible();
    await expectAccessible(page);
  });

  test('is sent to the home page from a protected route', async ({ page }) => {
    await page.goto('/uzytkownicy');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible();
  });

  test('reads the accessibility declaration', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deklaracja dostępności' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deklaracja dostępności' })).toBeVisible();
    await expect(page.getByText(/7 dni/).first()).toBeVisible();
    await expect(page.getByText(/2 miesiące/).first()).toBeVisible();
    await expect(page.getByText(/8:15/).first()).toBeVisible();
    await expectAccessible(page);
  });
});

const menuByRole = [
  { who: 'administrator', account: accounts.admin, items: allMenuItems },
  { who: 'advertiser', account: accounts.advertiser, items: allMenuItems.slice(0, 4) },
  { who: 'second advertiser', account: accounts.advertiser2, items: allMenuItems.slice(0, 4) },
  { who: 'bidder', account: accounts.bidder, items: allMenuItems.slice(0, 4) },
  { who: 'second bidder', account: accounts.bidder2, items: allMenuItems.slice(0, 4) },
  {
    who: 'scoped administrator',
    account: accounts.scopedAdmin,
    items: [
      ...allMenuItems.slice(0, 4),
      'Administracja słownikiem poziomów wdrażania',
      'Administracja projektami i naborami',
      'Administracja ogłoszeniami',
    ],
  },
];

for (const { who, account, items } of menuByRole) {
  test(`the ${who} signs in and sees exactly the menu of their permissions`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/');
    await signIn(page, account.email, { checkLoginPage: who === 'administrator', fresh: true });
    await expectAccessible(page);
    await expect(page.getByText(account.name)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mój profil' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
    const links = sideMenu(page).getByRole('link');
    await expect(links).toHaveCount(items.length);
    for (const [i, item] of items.entries()) await expect(links.nth(i)).toContainText(item);
    await expectAccessible(page);
  });
}

test('a user without the permission sees the no-permission page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.bidder.email);
  await page.goto('/uzytkownicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Wystąpił błąd' })).toBeVisible();
  await expect(page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/administracja/perspektywy');
  await expect(page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toBeVisible();
});

test('the administrator passes the same guard', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.admin.email);
  await page.goto('/uzytkownicy');
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
  await expect(page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Administracja użytkownikami i uprawnieniami' }),
  ).toBeVisible();
});

test('the side menu folds into a toggle below 1340 px', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sideMenu(page).getByRole('link', { name: /Moje ogłoszenia/ })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sideMenu(page).getByRole('link', { name: /Moje ogłoszenia/ })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(sideMenu(page).getByRole('link', { name: /Moje ogłoszenia/ })).toBeVisible();
});

test('the account links lead to the account panel; an unknown panel path answers the portal’s 404 page', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, accounts.admin.email);
  await page.goto('/uzytkownicy/moj-profil');
  await page.getByRole('link', { name: 'Ustawienia konta' }).click();
  await expect(page).toHaveURL(/\/konto\/panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/konto/panel/uzytkownicy/');
  await expect(page).toHaveURL(/\/konto\/panel\/uzytkownicy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
  const unknown = await page.goto('/konto/panel/nie-ma-takiej-strony');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  // The identity service itself still answers under /konto.
  const discovery = await page.request.get('/konto/.well-known/openid-configuration');
  expect(discovery.status()).toBe(200);
});

test('a blocked user is told so, in the session that ends and at the next login', async ({
  page,
  browser,
}) => {
  const admin = await otherSession(browser, accounts.admin.email);
  await signInAt(page, accounts.bidder2.email, '/');
  const found = await apiCall(admin.page, admin.token, 'GET', '/api/admin/users?email=agnieszka.wojcik');
  const id = found.data.users[0].id as number;
  try {
    expect(
      (await apiCall(admin.page, admin.token, 'PUT', `/api/users/${id}`, { blocked: true })).status,
    ).toBe(200);
    // The next call of the open page is refused: the user is told why and whom to write to.
    await page.goto('/newsletter');
    const notice = page.getByRole('alertdialog', { name: 'Konto zablokowane' });
    await expect(notice).toContainText('Twoje konto zostało zablokowane.');
    await expect(notice.getByRole('link', { name: 'pomoc@bk.example' })).toHaveAttribute(
      'href',
      'mailto:pomoc@bk.example',
    );
    await expectAccessible(page);
    await snap(page, { path: '.tmp/screenshots/blocked-notice.png' });
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    // Signing in again ends on the login error page that says the same.
    await signInAttempt(page, accounts.bidder2.email);
    await expect(page).toHaveURL(/\/blad-logowania\?powod=konto-zablokowane$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Konto zablokowane' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('pomoc@bk.example');
    await expectAccessible(page);
  } finally {
    await apiCall(admin.page, admin.token, 'PUT', `/api/users/${id}`, { blocked: false });
    await admin.context.close();
  }
});

/** Fills the identity service's login form, whatever the portal then says. */
async function signInAttempt(page: Page, email: string) {
  await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}
