import { SHOTS } from './support/announcement-form.ts';
import { apiCall, signInAt } from './support/announcements.ts';
import {
  accounts,
  expectAccessible,
  fillLoginPage,
  moveServerClock,
  pageHeaders,
  resetServerClock,
  signIn,
} from './support/fixtures.ts';
import { janAnnouncementClosingTonight } from './support/offers.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const DAY_SECONDS = 24 * 60 * 60;

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  await resetServerClock(page);
  await page.close();
});

async function removeFilters(page: Page, token: string) {
  const list = await apiCall(page, token, 'GET', '/api/newsletter-filters');
  for (const f of list.data.newsletter_filters)
    await apiCall(page, token, 'DELETE', `/api/newsletter-filters/${f.id}`);
}

test('a visitor is asked to log in, and the login brings them back to the tab', async ({ page }) => {
  await page.goto('/newsletter?sekcja=ulubione');
  await expect(page.getByText('Zaloguj się aby wyświetlić zawartość tej strony.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await fillLoginPage(page, accounts.bidder.email);
  await expect(page).toHaveURL(/\/newsletter\?sekcja=ulubione$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Lista ulubionych ogłoszeń' })).toBeVisible();
});

test('a bidder saves a filter and finds yesterday’s announcement in NOWE, then keeps it as a favourite', async ({
  page,
  browser,
}) => {
  const title = 'Newsletter: dostawa sprzętu (e2e)';
  const announcement = await janAnnouncementClosingTonight(browser, { title, days: 20 });
  let token = await signInAt(page, accounts.bidder.email, '/newsletter');
  await removeFilters(page, token);
  // The announcement's first CPV code, to look for in the dialog.
  const compact = await apiCall(page, token, 'GET', `/api/announcements/${announcement.id}`);
  expect(compact.status).toBe(200);
  await page.goto('/newsletter');
  await expect(page.getByRole('tab', { name: 'Newsletter', selected: true })).toBeVisible();
  await expectAccessible(page);

  // The dialog refuses a filter without criteria.
  await page.getByRole('button', { name: 'Dodaj' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Wybierz co najmniej jedno kryterium.')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/newsletter-dialog.png`, fullPage: true });
  // The advertiser's identification number: Jan's demo announcements carry his NIP.
  const nip = compact.data.version?.content?.advertiser?.identification_number ?? '5260001246';
  await dialog.getByLabel('Numer identyfikacyjny ogłoszeniodawcy').fill(nip);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: nip });
  await expect(card).toBeVisible();
  await expect(card.getByRole('switch')).toBeChecked();

  // A day later the announcement is yesterday's news.
  await moveServerClock(page, DAY_SECONDS);
  // The session has expired by then: a fresh sign-in.
  await page.context().clearCookies();
  token = await signInAt(page, accounts.bidder.email, '/newsletter');
  await page.goto('/newsletter');
  const results = page.getByRole('region', { name: 'Ogłoszenia z newslettera' });
  await expect(results.getByRole('tab', { name: /NOWE/ })).toBeVisible();
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await snap(page, { path: `${SHOTS}/newsletter-results.png`, fullPage: true });
  await expectAccessible(page);
  // The filter switched off: nothing found.
  await card.getByRole('switch').click();
  await expect(card.getByRole('switch')).not.toBeChecked();
  await expect(results.getByRole('link', { name: title })).toBeHidden();
  // A day without results keeps its date and its counts (issue 30 item 13).
  await expect(results.getByRole('radio', { name: /^Wczoraj, \d{2}\.\d{2}\.\d{4}$/ })).toBeVisible();
  await expect(results.getByRole('tab', { name: 'NOWE (0)' })).toBeVisible();
  await expect(results.getByRole('tab', { name: 'ZAKTUALIZOWANE (0)' })).toBeVisible();
  await results.getByRole('radio', { name: /^Przedwczoraj/ }).click();
  await expect(results.getByRole('radio', { name: /^Przedwczoraj, \d{2}\.\d{2}\.\d{4}$/ })).toBeChecked();
  await expect(results.getByRole('tab', { name: 'NOWE (0)' })).toBeVisible();
  await results.getByRole('radio', { name: /^Wczoraj/ }).click();
  await expect(results.getByRole('radio', { name: /^Wczoraj/ })).toBeChecked();
  await card.getByRole('switch').click();
  await expect(results.getByRole('link', { name: title })).toBeVisible();

  // Favourite from the results, then on the Ulubione tab.
  const result = results.getByRole('listitem').filter({ hasText: title });
  await result.getByRole('button', { name: /ulubionych/i }).click();
  await page.getByRole('tab', { name: 'Ulubione' }).click();
  await expect(page).toHaveURL(/sekcja=ulubione/);
  await expect(page.getByRole('heading', { name: 'Lista ulubionych ogłoszeń' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await snap(page, { path: `${SHOTS}/newsletter-favourites.png`, fullPage: true });
  await expectAccessible(page);
  const favourite = page.getByRole('listitem').filter({ hasText: title });
  await favourite.getByRole('button', { name: /ulubionych/i }).click();
  await expect(page.getByRole('link', { name: title })).toBeHidden({ timeout: 5_000 });
  await removeFilters(page, token);
});

test('notification switches: the master hides the types, each change is kept', async ({ page }) => {
  await signInAt(page, accounts.bidder2.email, '/newsletter?sekcja=powiadomienia');
  await page.goto('/newsletter?sekcja=powiadomienia');
  const master = page.getByRole('switch', { name: 'Wysyłaj powiadomienia e-mail' });
  await expect(master).toBeChecked();
  await expect(page.getByRole('group', { name: 'Ulubione ogłoszenia' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/newsletter-notifications.png`, fullPage: true });
  const status = page
    .getByRole('group', { name: 'Ulubione ogłoszenia' })
    .getByRole('switch', { name: 'Zmiana statusu ogłoszenia' });
  // One change is saved at a time: while it runs the switches are busy and ignore another.
  const saved = () => expect(master).not.toHaveAttribute('aria-busy');
  await status.focus();
  await page.keyboard.press('Space');
  await expect(status).not.toBeChecked();
  await saved();
  await master.click();
  await expect(master).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Ulubione ogłoszenia' })).toBeHidden();
  await saved();
  await page.reload();
  await expect(master).not.toBeChecked();
  await master.click();
  await expect(status).not.toBeChecked();
  await saved();
  await status.click();
  await expect(status).toBeChecked();
  await saved();
  await page.reload();
  await expect(status).toBeChecked();
});

test('the opt-out page switches the e-mails off once, without a login', async ({ page }) => {
  await page.goto('/subskrypcje');
  await expect(page).toHaveURL(/\/$/);
  const issued = await page.request.post('/api/test/opt-out-token', {
    headers: pageHeaders,
    data: { email: accounts.newUser.email },
  });
  const token = (await issued.json()).data.token as string;
  await page.goto(`/subskrypcje?token=${token}`);
  await expect(page.getByText('Czy na pewno chcesz wyłączyć newsletter i powiadomienia?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'TAK, CHCĘ WYŁĄCZYĆ NEWSLETTER I POWIADOMIENIA' }).click();
  await expect(page.getByRole('heading', { name: 'Newsletter i powiadomienia są wyłączone' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/opt-out-done.png`, fullPage: true });
  // The token is used up.
  await page.goto(`/subskrypcje?token=${token}`);
  await page.getByRole('button', { name: 'TAK, CHCĘ WYŁĄCZYĆ NEWSLETTER I POWIADOMIENIA' }).click();
  await expect(page.getByRole('alert')).toContainText('nieprawidłowy lub został już użyty');
  // Ewa's notifications are off now.
  await page.goto('/');
  await signIn(page, accounts.newUser.email);
  await page.goto('/newsletter?sekcja=powiadomienia');
  await expect(page.getByRole('switch', { name: 'Wysyłaj powiadomienia e-mail' })).not.toBeChecked();
  // 'NIE' goes home.
  await page.goto(`/subskrypcje?token=${token}`);
  await page.getByRole('link', { name: 'NIE, PRZEJDŹ DO STRONY GŁÓWNEJ' }).click();
  await expect(page).toHaveURL(/\/$/);
});
