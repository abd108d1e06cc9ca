import fs from 'node:fs';
import path from 'node:path';
import { type Received, startSmtpServer } from '../apps/server/test/smtp-server.ts';
import { accounts, DEMO_PASSWORD, expectAccessible } from './support/fixtures.ts';
import { basePort, type Portal, startPortal } from './support/portal.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The embedded account service (issue 33) as a new user meets it: registration from the login page,
 * the activation e-mail delivered through a real SMTP server (started here, on 127.0.0.1), sign-in,
 * a forgotten password, the account panel's e-mail change and sessions, and the administrators' user
 * list. It runs against a server of its own (the shared e2e server keeps its e-mails without SMTP for
 * the demo mailbox), started and stopped by this file. Screenshots: .tmp/screenshots/accounts-*.png.
 */
const root = path.resolve(import.meta.dirname, '..');
const SHOTS = path.join(root, '.tmp/screenshots');
fs.mkdirSync(SHOTS, { recursive: true });
// Beside the worker's own portals (E2E_PORT + n), out of their way.
const PORT = basePort + 40 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;
const NARROW = 375;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Portal | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  server = await startPortal(PORT, { SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const PASSWORD = 'wiosenne łąki pełne maków';
const NEW_PASSWORD = 'zimowe wieczory przy kominku';
const EMAIL = 'barbara.lis@example.pl';
const NEW_EMAIL = 'barbara.lis@firma.example.pl';

async function shot(page: Page, name: string) {
  await snap(page, { path: `${SHOTS}/accounts-${name}.png`, fullPage: true });
}

/** A screenshot at 375 px, and the page must not scroll sideways there. */
async function narrow(page: Page, name: string) {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: NARROW, height: 812 });
  await snap(page, { path: `${SHOTS}/accounts-${name}-narrow.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW);
  if (wide) await page.setViewportSize(wide);
}

/** The newest message to `address` whose subject is `subject` (waits for its delivery). */
async function mailTo(address: string, subject: string): Promise<Received> {
  let found: Received | undefined;
  await expect(async () => {
    found = smtp.received.filter((m) => m.to.includes(address) && m.mail.subject === subject).at(-1);
    expect(found, `an e-mail '${subject}' to ${address}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found as Received;
}

/** The message's link to `route` (its button's and the copyable address), made relative to this server. */
function linkTo(message: Received, route: string): string {
  const html = message.mail.html || '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  const href = hrefs.find((h) => new URL(h).pathname === route);
  if (!href) throw new Error(`no link to ${route} in the e-mail`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 25) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** Signs in on the login service's page (already open) and waits for the portal's success page. */
async function login(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Logowanie zakończone powodzeniem')).toBeVisible();
}

test('a new user registers from the login page, activates the account by e-mail and signs in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'login');
  await page.getByRole('link', { name: 'Zarejestruj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zarejestruj się' })).toBeVisible();
  await expect(page).toHaveTitle('Rejestracja - Baza Konkurencyjności');
  await expectAccessible(page);
  await shot(page, 'register');
  await narrow(page, 'register');

  // Sent empty: every error is listed at the top, linked to its field, and said beside it.
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Popraw błędy w formularzu');
  await expect(summary.getByRole('link', { name: 'Podaj adres e-mail.' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Zaakceptuj regulamin Bazy Konkurencyjności.' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Błąd: Rejestracja - Baza Konkurencyjności');
  await expectAccessible(page);
  await shot(page, 'register-errors');
  await summary.getByRole('link', { name: 'Podaj imię.' }).click();
  await expect(page.getByLabel('Imię')).toBeFocused();

  // A well-known password is refused with the reason.
  await page.getByLabel('Adres e-mail').fill(EMAIL);
  await page.getByLabel('Imię').fill('Barbara');
  await page.getByLabel('Nazwisko').fill('Lis');
  await page.getByLabel('Hasło', { exact: true }).fill('passwordpassword');
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByLabel(/Zapoznałem się z informacją/).check();
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page.getByText('To hasło jest na liście haseł ujawnionych w wyciekach').first()).toBeVisible();
  await expect(page.getByLabel('Adres e-mail')).toHaveValue(EMAIL);

  // With the keyboard: the password, both consents (Space), and the button.
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  const terms = page.getByLabel(/Akceptuję regulamin/);
  if (!(await terms.isChecked())) {
    await terms.focus();
    await page.keyboard.press('Space');
  }
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Zarejestruj się' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(EMAIL);
  await expectAccessible(page);
  await shot(page, 'check-inbox');

  // Not active yet: the login says so and offers a new link.
  await page.goto('/api/authentication/login-redirect?path=%2F');
  await page.getByLabel('Adres e-mail').fill(EMAIL);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('alert')).toContainText('Konto nie zostało jeszcze aktywowane');
  await expectAccessible(page);
  // A new link, asked for from there.
  await page.getByRole('link', { name: 'Wyślij link aktywacyjny ponownie' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wyślij link aktywacyjny ponownie' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Adres e-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();

  const activation = await mailTo(EMAIL, 'Aktywuj konto w Bazie Konkurencyjności');
  expect(activation.mail.text).toContain('Link jest ważny przez 7 dni');
  await page.goto(linkTo(activation, '/konto/aktywacja'));
  await expect(page.getByRole('heading', { level: 1, name: 'Aktywacja konta' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page.getByRole('status')).toHaveText('Konto zostało aktywowane. Możesz się zalogować.');
  await expectAccessible(page);
  await shot(page, 'activated');
  // The link again (a second click): the account is active, with the way to sign in.
  await page.goto(linkTo(activation, '/konto/aktywacja'));
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page.getByRole('status')).toHaveText('To konto jest już aktywne. Możesz się zalogować.');
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  await login(page, EMAIL, PASSWORD);
  await page.goto('/');
  await expect(page.getByText('Barbara Lis')).toBeVisible();
});

test('a forgotten password is set again from the e-mailed link, once', async ({ page }) => {
  await page.goto('/api/authentication/login-redirect?path=%2F');
  await page.getByRole('link', { name: 'Nie pamiętam hasła' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętam hasła' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'forgot');
  await page.getByLabel('Adres e-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  // The reset's page: a new reset link may be asked for, an activation link is another flow's.
  await expect(page.getByRole('link', { name: 'poproś o nowy link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wyślij link aktywacyjny ponownie' })).toHaveCount(0);
  const reset = await mailTo(EMAIL, 'Ustaw nowe hasło w Bazie Konkurencyjności');
  expect(reset.mail.text).toContain('Link jest ważny przez 1 godzinę');
  const link = linkTo(reset, '/konto/haslo/nowe');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nowe hasło').fill('12345678901234567');
  await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'reset-error');
  await page.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hasło zmienione' })).toBeVisible();
  await expectAccessible(page);
  // The same link again: refused.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Ten link został już użyty. Każdego linku można użyć tylko raz.',
  );
  await expectAccessible(page);
  await page.goto('/api/authentication/login-redirect?path=%2F');
  await login(page, EMAIL, NEW_PASSWORD);
});

test('the account panel changes the e-mail address through the new address, and lists the sessions', async ({
  page,
  browser,
}) => {
  // A second session elsewhere, to be signed out from the panel.
  const other = await browser.newContext({ baseURL: BASE });
  const otherPage = await other.newPage();
  await otherPage.goto('/api/authentication/login-redirect?path=%2F');
  await login(otherPage, EMAIL, NEW_PASSWORD);

  await page.goto('/api/authentication/login-redirect?path=%2Fuzytkownicy%2Fmoj-profil');
  await login(page, EMAIL, NEW_PASSWORD);
  await page.goto('/uzytkownicy/moj-profil');
  await page.getByRole('link', { name: 'Ustawienia konta' }).click();
  await expect(page).toHaveURL(/\/konto\/panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  await expect(page.getByText(EMAIL)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'panel');
  await narrow(page, 'panel');

  const sessions = page.getByRole('table', { name: /Sesje, w których jesteś zalogowany/ });
  // Newest first: this session (no button), then the other browser's, then the earlier tests' one.
  await expect(sessions.getByRole('row').nth(1)).toContainText('(ta sesja)');
  const rows = await sessions.getByRole('row').count();
  expect(rows).toBeGreaterThanOrEqual(3);
  await sessions
    .getByRole('button', { name: /Wyloguj sesję/ })
    .first()
    .click();
  await expect(page.getByRole('status')).toHaveText('Sesja została zakończona.');
  await expect(sessions.getByRole('row')).toHaveCount(rows - 1);
  await otherPage.goto('/uzytkownicy/moj-profil');
  await expect(otherPage.getByRole('button', { name: 'Zaloguj się' }).first()).toBeVisible();
  await other.close();

  const emailForm = page.getByRole('region', { name: 'Zmiana adresu e-mail' });
  await emailForm.getByLabel('Nowy adres e-mail').fill(NEW_EMAIL);
  await emailForm.getByLabel('Obecne hasło').fill('nie to hasło');
  await emailForm.getByRole('button', { name: 'Wyślij link potwierdzający' }).click();
  await expect(page.getByRole('alert')).toContainText('Obecne hasło jest nieprawidłowe.');
  await expectAccessible(page);
  await shot(page, 'panel-error');
  await emailForm.getByLabel('Obecne hasło').fill(NEW_PASSWORD);
  await emailForm.getByRole('button', { name: 'Wyślij link potwierdzający' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Wysłaliśmy wiadomość na adres ${NEW_EMAIL}. Adres konta zmieni się po otwarciu linku`,
  );

  const confirm = await mailTo(NEW_EMAIL, 'Potwierdź nowy adres e-mail w Bazie Konkurencyjności');
  await page.goto(linkTo(confirm, '/konto/email/potwierdz'));
  await expect(page.getByRole('heading', { level: 1, name: 'Zmiana adresu e-mail' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Potwierdź nowy adres' }).click();
  await expect(page.getByRole('status')).toContainText(`Adres e-mail konta to teraz ${NEW_EMAIL}`);
  await mailTo(EMAIL, 'Adres e-mail konta w Bazie Konkurencyjności został zmieniony');
  await page.getByRole('link', { name: 'Przejdź do konta' }).click();
  await expect(page.getByText(NEW_EMAIL)).toBeVisible();

  // The password change ends the other sessions; this one stays.
  const passwordForm = page.getByRole('region', { name: 'Zmiana hasła' });
  await passwordForm.getByLabel('Obecne hasło').fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Nowe hasło').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByRole('status')).toContainText('Hasło zostało zmienione.');
  await expectAccessible(page);
  await page.goto('/uzytkownicy/moj-profil');
  await expect(page.getByText(NEW_EMAIL)).toBeVisible();
});

test('an administrator finds an account in the panel’s user list and blocks it as the portal does', async ({
  page,
}) => {
  await page.goto('/api/authentication/login-redirect?path=%2F');
  await login(page, accounts.admin.email, DEMO_PASSWORD);
  await page.goto('/konto/panel');
  await page.getByRole('link', { name: 'Użytkownicy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Szukaj po adresie e-mail/).fill('lis');
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Konta usługi logowania' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, 'users');
  await narrow(page, 'users');
  await table.getByRole('link', { name: NEW_EMAIL }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barbara Lis' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zablokuj konto' }).click();
  await expect(page.getByRole('status')).toHaveText('Konto zostało zablokowane.');
  await expect(page.getByText(/Zablokowane \(od/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'user-blocked');

  // Blocked: the login refuses it.
  const blocked = await page.context().browser()?.newContext({ baseURL: BASE });
  const blockedPage = await blocked?.newPage();
  if (!blockedPage || !blocked) throw new Error('no second context');
  await blockedPage.goto('/api/authentication/login-redirect?path=%2F');
  await blockedPage.getByLabel('Adres e-mail').fill(NEW_EMAIL);
  await blockedPage.getByLabel('Hasło').fill(PASSWORD);
  await blockedPage.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(blockedPage).toHaveURL(/\/blad-logowania\?powod=konto-zablokowane$/);
  await expect(blockedPage.getByRole('heading', { level: 1, name: 'Konto zablokowane' })).toBeVisible();
  await blocked.close();

  await page.getByRole('button', { name: 'Odblokuj konto' }).click();
  await expect(page.getByRole('status')).toHaveText('Konto zostało odblokowane.');
});
