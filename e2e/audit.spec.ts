import { apiCall, otherSession, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, sideMenu } from './support/fixtures.ts';
import {
  asAuthorAfterDeadline,
  janAnnouncementClosingTonight,
  type OfferAnnouncement,
  signInToOffers,
} from './support/offers.ts';
import { SHOTS, screenshots, snap } from './support/shots.ts';
import { type Browser, expect, type Locator, type Page, test } from './support/test.ts';

const shot = screenshots();

const PIOTR_FIRM = 'Zieliński Budownictwo sp. z o.o.';
/** Piotr's own reads of his offer: more than a page of the log (50). */
const OWN_READS = 60;

// Sign-ins, 60 reads, axe on long tables and a phone each: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let a: OfferAnnouncement;
let piotrSet = 0;

/** Piotr submits an offer, reads it OWN_READS times; then Agnieszka tries to read it (refused, sealed). */
async function offerAndAttempts(browser: Browser) {
  const piotr = await otherSession(browser, accounts.bidder.email);
  const view = await apiCall(piotr.page, piotr.token, 'GET', `/api/announcements/${a.id}`);
  const parts = view.data.version.content.parts as { id: number }[];
  const submitted = await apiCall(
    piotr.page,
    piotr.token,
    'PUT',
    `/api/offerset/announcement/${a.id}/submit`,
    {
      announcement: a.id,
      offers: [{ part_id: parts[0]?.id, variants: [{ price: '1000,00' }] }],
      attachments: [],
    },
  );
  expect(submitted.status, submitted.message).toBe(200);
  piotrSet = submitted.data.offer_set.id;
  for (let i = 0; i < OWN_READS; i++) {
    const own = await apiCall(piotr.page, piotr.token, 'GET', `/api/offerset/announcement/${a.id}`);
    expect(own.status).toBe(200);
  }
  await piotr.context.close();
  const agnieszka = await otherSession(browser, accounts.bidder2.email);
  const refused = await apiCall(agnieszka.page, agnieszka.token, 'GET', `/api/offerset/${piotrSet}`);
  expect(refused.status).toBe(404);
  await agnieszka.context.close();
}

test.beforeAll(async ({ browser }) => {
  a = await janAnnouncementClosingTonight(browser, { title: 'Test dziennika zdarzeń (e2e)' });
  await offerAndAttempts(browser);
});

const table = (page: Page) => page.getByRole('table', { name: 'Zdarzenia, od najnowszych' });
const rows = (page: Page) => table(page).locator('tbody tr');

async function focusByTab(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('the administrator opens the log from the side menu, filters by type and user, pages, all by keyboard too', async ({
  page,
  browser,
}) => {
  await signInAt(page, accounts.admin.email);
  await sideMenu(page).getByRole('link', { name: 'Dziennik zdarzeń' }).click();
  await expect(page).toHaveURL(/\/administracja\/dziennik$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dziennik zdarzeń' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Dziennik zdarzeń' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByText(/^Łańcuch zdarzeń jest spójny: \d+ zdarze\S+, skrót ostatniego: [0-9a-f]{64}$/),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByText('Na tej stronie: 50 zdarzeń, od najnowszych.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'audit-log');

  // The type and the user, chosen in the form and sent with the button.
  const filters = page.getByRole('search', { name: 'Filtrowanie zdarzeń' });
  await filters.getByLabel('Zdarzenie').selectOption({ label: 'Odrzucona próba odczytu oferty' });
  await filters.getByLabel('Użytkownik (e-mail lub numer)').fill(accounts.bidder2.email);
  await filters.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/zdarzenie=offer\.read_refused/);
  await expect(rows(page)).toHaveCount(1);
  const refused = rows(page).first();
  await expect(refused).toContainText('Odrzucona próba odczytu oferty');
  await expect(refused).toContainText(`Oferta nr ${piotrSet}`);
  await expect(refused).toContainText('Agnieszka Wójcik');
  await expect(refused).toContainText(accounts.bidder2.email);
  await expect(refused).toContainText('Podgląd oferty');
  await expect(refused).toContainText(`Ogłoszenie: ${a.id}`);
  await expect(
    page.getByText('Na tej stronie: 1 zdarzenie spełniające kryteria, od najnowszych.'),
  ).toBeVisible();
  await shot(page, 'audit-log-filtered');

  // By keyboard: the type's select, the user field, Enter searches; the pages by their links.
  const user = filters.getByLabel('Użytkownik (e-mail lub numer)');
  await user.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(accounts.bidder.email);
  const type = filters.getByLabel('Zdarzenie');
  await focusByTab(page, type);
  await type.selectOption({ label: 'Odczyt oferty' });
  await page.keyboard.press('Shift+Tab');
  await expect(user).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(user).toBeFocused();
  await expect(page).toHaveURL(/zdarzenie=offer\.content_read/);
  await expect(page).toHaveURL(/uzytkownik=piotr\.zielinski%40bk\.example/);
  await expect(rows(page)).toHaveCount(50);
  for (const row of await rows(page).all()) {
    await expect(row).toContainText('Odczyt oferty');
    await expect(row).toContainText('Piotr Zieliński');
  }
  const firstOfPage1 = await rows(page).first().textContent();
  const pager = page.getByRole('navigation', { name: 'Strony dziennika zdarzeń' });
  await expect(pager.getByRole('link', { name: /^Nowsze/ })).toHaveCount(0);
  const older = pager.getByRole('link', { name: /^Starsze/ });
  await focusByTab(page, older, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/przed=\d+/);
  await expect(rows(page).first()).not.toHaveText(firstOfPage1 ?? '');
  const onPage2 = await rows(page).count();
  expect(onPage2).toBeGreaterThanOrEqual(OWN_READS - 50);
  await expectAccessible(page);
  // The address brings the same page back.
  const firstOfPage2 = await rows(page).first().textContent();
  await page.reload();
  await expect(rows(page).first()).toHaveText(firstOfPage2 ?? '');
  await expect(page.getByLabel('Zdarzenie')).toHaveValue('offer.content_read');
  // Back to the newer page.
  await pager.getByRole('link', { name: /^Nowsze/ }).click();
  await expect(page).toHaveURL(/po=\d+/);
  await expect(rows(page).first()).toHaveText(firstOfPage1 ?? '');
  await pager.getByRole('link', { name: /^Najnowsze/ }).click();
  await expect(page).not.toHaveURL(/przed=|po=/);
  await expect(rows(page).first()).toHaveText(firstOfPage1 ?? '');

  // 'Wyczyść filtry': every event again.
  await filters.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page).toHaveURL(/\/administracja\/dziennik$/);
  await expect(filters.getByLabel('Zdarzenie')).toHaveValue('');

  // On a phone: no sideways scroll of the page, the table scrolls in its own region.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  const phonePage = await phone.newPage();
  await signInAt(phonePage, accounts.admin.email);
  await phonePage.goto('/administracja/dziennik?zdarzenie=offer.read_refused');
  await expect(rows(phonePage).first()).toBeVisible();
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(phonePage);
  await shot(phonePage, 'audit-log-phone');
  await phone.close();
});

test('a user without the flag sees the not-permitted page and no menu entry', async ({ page }) => {
  await signInAt(page, accounts.scopedAdmin.email);
  await expect(sideMenu(page).getByRole('link', { name: 'Administracja ogłoszeniami' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Dziennik zdarzeń' })).toHaveCount(0);
  await page.goto('/administracja/dziennik');
  await expect(page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toBeVisible();
  await expectAccessible(page);
});

test("after the deadline the author sees 'Dostęp do ofert' with the refused attempt made before it", async ({
  page,
  browser,
}) => {
  // Before the deadline (in a browser of its own): sealed, and no such section.
  const before = await browser.newContext();
  const beforePage = await before.newPage();
  await signInToOffers(beforePage, accounts.advertiser.email, a.id);
  await expect(beforePage.getByRole('heading', { name: 'Złożone oferty' })).toBeVisible();
  await expect(beforePage.locator('.sealed-offers__name', { hasText: 'Oferta nr 1' })).toBeVisible();
  await expect(beforePage.getByRole('heading', { name: 'Dostęp do ofert' })).toHaveCount(0);
  await before.close();

  await asAuthorAfterDeadline(page, a, async () => {
    const section = page.getByRole('region', { name: 'Dostęp do ofert' });
    await expect(section.getByRole('heading', { name: 'Dostęp do ofert' })).toBeVisible();
    const access = section.getByRole('table', { name: /Odczyty ofert i odrzucone próby/ });
    // The author's own look at the list just now, Agnieszka's attempt before the deadline.
    await expect(
      access
        .locator('tbody tr')
        .filter({ hasText: 'Lista ofert' })
        .filter({ hasText: 'Jan Kowalski' })
        .first(),
    ).toBeVisible();
    const attempt = access.locator('tbody tr').filter({ hasText: 'Odrzucona próba odczytu' });
    await expect(attempt).toHaveCount(1);
    await expect(attempt).toContainText('Agnieszka Wójcik');
    await expect(attempt).toContainText(accounts.bidder2.email);
    await expect(attempt).toContainText('Podgląd oferty');
    await expect(attempt).toContainText(`${PIOTR_FIRM} (oferta nr 1)`);
    await expect(
      access.locator('tbody tr').filter({ hasText: 'Własna oferta oferenta' }).first(),
    ).toContainText('Piotr Zieliński');
    // More than a page (Piotr's reads): the older rows by the pager.
    await expect(section.getByText('Strona 1 z 4')).toBeVisible();
    await expect(access.locator('tbody tr')).toHaveCount(20);
    await section.getByRole('button', { name: 'Starsze wpisy' }).click();
    await expect(section.getByText('Strona 2 z 4')).toBeVisible();
    await section.getByRole('button', { name: 'Nowsze wpisy' }).click();
    await expect(section.getByText('Strona 1 z 4')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'offer-access');
    await snap(section, { path: `${SHOTS}/offer-access-section.png` });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
    const phonePage = await phone.newPage();
    await signInToOffers(phonePage, accounts.advertiser.email, a.id);
    await expect(phonePage.getByRole('heading', { name: 'Dostęp do ofert' })).toBeVisible();
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phonePage);
    await shot(phonePage, 'offer-access-phone');
    await snap(phonePage.getByRole('region', { name: 'Dostęp do ofert' }), {
      path: `${SHOTS}/offer-access-section-phone.png`,
    });
    await phone.close();
  });
});
