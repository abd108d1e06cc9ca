import fs from 'node:fs';
import { apiCall, otherSession, signInAt, tokenOf } from './support/announcements.ts';
import { accounts, expectAccessible, fillLoginPage } from './support/fixtures.ts';
import { janAnnouncementClosingTonight, type OfferAnnouncement } from './support/offers.ts';
import { snap } from './support/shots.ts';
import { type Browser, expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The demo mailbox (issue 32) as a person trying the portal finds it: a bidder asks a question, the
 * login page links 'Poczta kont demonstracyjnych', the author's e-mail is there as text and as HTML,
 * and its opt-out link switches the author's e-mails off (switched on again at the end: the database
 * is shared by the spec files). Screenshots go to .tmp/screenshots/mail-*.png.
 */
const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const NARROW = 375;

test.describe.configure({ mode: 'serial' });

let a: OfferAnnouncement;
/** Jan's newsletter filters that were on before the opt-out (it switches them off). */
let janFilters: number[] = [];
let messagePath = '';
let optOutUrl = '';
let janRestored = true;
const subject = () => `Nowe pytanie do ogłoszenia nr ${a.number}`;
const QUESTION = 'Czy termin dostawy może zostać wydłużony o tydzień?';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  a = await janAnnouncementClosingTonight(browser, {
    title: 'Test poczty kont demonstracyjnych (e2e)',
    days: 5,
  });
  const jan = await otherSession(browser, accounts.advertiser.email);
  const filters = await apiCall(jan.page, jan.token, 'GET', '/api/newsletter-filters');
  expect(filters.status).toBe(200);
  janFilters = filters.data.newsletter_filters
    .filter((f: { enabled: boolean }) => f.enabled)
    .map((f: { id: number }) => f.id);
  await jan.context.close();
});

/** Switches Jan's filters that were on back on (the master switch is turned on by the test itself). */
async function restoreFilters(page: Page, token: string) {
  for (const id of janFilters) {
    const on = await apiCall(page, token, 'PUT', `/api/newsletter-filters/${id}/enabled`, { enabled: true });
    expect(on.status, on.message).toBe(200);
  }
}

test.afterAll(async ({ browser }) => {
  if (janRestored) return;
  // The opt-out test stopped before it switched Jan's e-mails on again.
  const jan = await otherSession(browser, accounts.advertiser.email);
  await apiCall(jan.page, jan.token, 'PUT', '/api/notifications/NOTIFICATIONS', { enabled: true });
  await restoreFilters(jan.page, jan.token);
  await jan.context.close();
});

async function shot(page: Page, name: string) {
  await snap(page, { path: `${SHOTS}/mail-${name}.png`, fullPage: true });
}

/** A screenshot at 375 px; returns how wide the page is there (back to the wide window after). */
async function narrowShot(page: Page, name: string): Promise<number> {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: NARROW, height: 812 });
  await snap(page, { path: `${SHOTS}/mail-${name}-narrow.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide) await page.setViewportSize(wide);
  return width;
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

test('a bidder asks a question on an announcement of Jan', async ({ page }) => {
  await signInAt(page, accounts.bidder.email, `/ogloszenia/${a.id}?sekcja=pytania`);
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${a.id}\\?sekcja=pytania$`), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Dodaj pytanie', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zadaj pytanie' });
  await dialog.getByLabel(/Treść pytania/).fill(QUESTION);
  await dialog.getByRole('button', { name: 'Wyślij pytanie' }).click();
  const sent = page.getByRole('dialog', { name: 'Pytanie' });
  await expect(sent.getByText('Wysłano pytanie.')).toBeVisible();
  await sent.getByRole('button', { name: 'OK' }).click();
});

test('the login page links the demo mailbox; the author’s e-mail is there as text and as HTML', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  const mailbox = page.getByRole('link', { name: 'Poczta kont demonstracyjnych' });
  await expect(mailbox).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'login');
  await tabTo(page, mailbox);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/konto\/poczta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Poczta kont demonstracyjnych' })).toBeVisible();

  // The event log's consumer writes the e-mail just after the question's commit, and with no SMTP
  // server the delivery job keeps it in the outbox: the page is read again until it shows both.
  const link = page.getByRole('link', { name: subject() });
  const row = page.getByRole('row').filter({ has: link });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(accounts.advertiser.email, { timeout: 500 });
    await expect(row).toContainText('zachowana (bez serwera poczty)', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expectAccessible(page);
  await shot(page, 'list');
  await narrowShot(page, 'list');

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: subject() })).toBeVisible();
  messagePath = new URL(page.url()).pathname;
  expect(messagePath).toMatch(/^\/konto\/poczta\/\d+$/);
  const origin = new URL(page.url()).origin;
  const text = (await page.locator('pre').textContent()) ?? '';
  // The plain text: the heading as written, each link as its label and address.
  expect(text).toContain('Nowe pytanie do Twojego ogłoszenia');
  expect(text).toContain(`Ogłoszenie nr ${a.number}: ${a.title}`);
  expect(text).toContain('Wykonawca zadał pytanie nr 1.');
  expect(text).toContain(`Zobacz pytania ${origin}/ogloszenia/${a.id}?sekcja=pytania`);
  expect(text).toContain('Otrzymujesz to powiadomienie jako autor ogłoszenia.');
  expect(text).not.toContain(QUESTION); // the e-mail names the question, never its words
  optOutUrl = /https?:\/\/\S+\/subskrypcje\?token=[\w%-]+/.exec(text)?.[0] ?? '';
  expect(optOutUrl.startsWith(`${origin}/subskrypcje?token=`), text).toBe(true);
  expect(text).toContain(`Wyłącz newsletter i powiadomienia ${optOutUrl}`);
  await expect(page.getByText(`<${optOutUrl}>`, { exact: true })).toBeVisible(); // List-Unsubscribe
  await expect(page.getByText(accounts.advertiser.email, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'message');
  expect(await narrowShot(page, 'message'), 'message page width at 375 px').toBeLessThanOrEqual(NARROW);

  await page.getByRole('link', { name: 'Zobacz wersję HTML wiadomości' }).click();
  await expect(page).toHaveURL(new RegExp(`${messagePath}/html$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nowe pytanie do Twojego ogłoszenia' }),
  ).toBeVisible();
  await expect(page.getByText(`Ogłoszenie nr ${a.number}: ${a.title}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz pytania' })).toHaveAttribute(
    'href',
    `${origin}/ogloszenia/${a.id}?sekcja=pytania`,
  );
  await expect(page.getByRole('link', { name: 'Wyłącz newsletter i powiadomienia' })).toHaveAttribute(
    'href',
    optOutUrl,
  );
  await shot(page, 'html');
  expect(await narrowShot(page, 'html'), 'the e-mail’s width at 375 px').toBeLessThanOrEqual(NARROW);
});

// The HTML part is served with a CSP sandbox that runs no script, axe's included, so it is checked as
// the document it is, opened in a page of its own.
test('the HTML e-mail passes axe', async ({ page }) => {
  const html = await page.request.get(`${messagePath}/html`);
  expect(html.status()).toBe(200);
  await page.setContent(await html.text());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nowe pytanie do Twojego ogłoszenia' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the demo mailbox list fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: NARROW, height: 812 });
  await page.goto('/konto/poczta');
  await expect(page.getByRole('link', { name: subject() })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW);
});

test('the e-mail’s opt-out link switches Jan’s e-mails off; he switches them on again', async ({
  page: mail,
}) => {
  await mail.goto(`${messagePath}/html`);
  // React Email's links open a new window (target="_blank"); the CSP sandbox lets them escape it.
  const [page] = await Promise.all([
    mail.waitForEvent('popup'),
    mail.getByRole('link', { name: 'Wyłącz newsletter i powiadomienia' }).click(),
  ]);
  janRestored = false;
  await expect(page).toHaveURL(optOutUrl);
  await expect(page.getByText('Czy na pewno chcesz wyłączyć newsletter i powiadomienia?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'TAK, CHCĘ WYŁĄCZYĆ NEWSLETTER I POWIADOMIENIA' }).click();
  const done = page.getByRole('heading', { name: 'Newsletter i powiadomienia są wyłączone' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'opt-out-done');

  // 'Włącz powiadomienia' asks for the login and comes back to the switches.
  await page.getByRole('link', { name: 'Włącz powiadomienia' }).click();
  await expect(page).toHaveURL(/\/newsletter\?sekcja=powiadomienia$/);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await fillLoginPage(page, accounts.advertiser.email);
  await expect(page).toHaveURL(/\/newsletter\?sekcja=powiadomienia$/, { timeout: 10_000 });
  const master = page.getByRole('switch', { name: 'Wysyłaj powiadomienia e-mail' });
  await expect(master).not.toBeChecked();
  await master.click();
  await expect(master).toBeChecked();
  await expect(master).not.toHaveAttribute('aria-busy'); // saved
  await page.reload();
  await expect(master).toBeChecked();
  await restoreFilters(page, await tokenOf(page));
  janRestored = true;
});
