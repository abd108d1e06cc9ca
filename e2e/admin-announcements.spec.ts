import fs from 'node:fs';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, sideMenu } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

const items = (page: Page) => page.locator('.announcement-card');
const total = (page: Page) => page.getByRole('status').filter({ hasText: /^Liczba ogłoszeń: \d+$/ });

async function openList(page: Page, email: string) {
  await signInAt(page, email);
  await page.goto('/');
  await sideMenu(page).getByRole('link', { name: 'Administracja ogłoszeniami' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administracja ogłoszeniami' })).toBeVisible();
  await expect(total(page)).toBeVisible();
}

/** Waits until the list shows the answer for the current address (not the previous page's data). */
async function settled(page: Page) {
  await expect(page.locator('.announcement-list[aria-busy]')).toHaveCount(0);
}

async function countOf(page: Page): Promise<number> {
  await settled(page);
  await expect(total(page)).toBeVisible();
  return Number((await total(page).textContent())?.replace(/\D/g, ''));
}

/**
 * The count the list shows once it has the answer to what was just done: the list keeps the previous
 * answer on screen (and is not busy yet) for a moment after a click, so a count read at once can be the
 * previous one (a repeat run read 0 of an emptied filter after 'Wyczyść filtry').
 */
async function expectCount(page: Page, count: number) {
  await expect(total(page)).toHaveText(`Liczba ogłoszeń: ${count}`);
  await settled(page);
}

/** Does `action` and gives the count of the list's answer to it (the API's own total). */
async function countAfter(page: Page, action: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/announcements?'));
  await action();
  const { data } = (await (await answer).json()) as { data: { total: number } };
  await expectCount(page, data.total);
  return data.total;
}

async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filtry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtruj ogłoszenia' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses the option of a level whose label matches (labels read 'code - name'). */
async function choose(dialog: Locator, label: string, option: RegExp) {
  const select = dialog.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  const match = select.locator('option', { hasText: option }).first();
  await expect(match).toBeAttached();
  await select.selectOption((await match.getAttribute('value')) ?? '');
}

async function filterByFeng(page: Page) {
  const dialog = await openFilters(page);
  await choose(dialog, 'Perspektywa', /2021-2027/);
  await choose(dialog, 'Program operacyjny', /^FENG - /);
  // The list keeps the previous answer on screen until the filtered one arrives: wait for that one.
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/admin/announcements?') && r.url().includes('programme='),
  );
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/programOperacyjny=\d+/);
  const { data } = (await (await answer).json()) as { data: { total: number } };
  await expect(total(page)).toHaveText(`Liczba ogłoszeń: ${data.total}`);
  return countOf(page);
}

test('an administrator filters, sorts and pages all announcements', async ({ page }) => {
  await openList(page, accounts.admin.email);
  await expect(page).toHaveURL(/sort=announcementNumber_desc/);
  await expect(page).toHaveURL(/strona=1/);
  const all = await countOf(page);
  expect(all).toBeGreaterThanOrEqual(44);
  await expect(items(page)).toHaveCount(20);
  const numbers = await items(page).locator('.announcement-card__number').allTextContents();
  const published = numbers.filter((n) => n.startsWith('Ogłoszenie nr '));
  expect(published).toEqual([...published].sort().reverse());
  // The creator, with a link to the user for those who may see users.
  const jans = items(page).filter({ hasText: accounts.advertiser.email }).first();
  await expect(jans.getByRole('link', { name: accounts.advertiser.name })).toHaveAttribute(
    'href',
    /\/uzytkownicy\/\d+$/,
  );
  await expect(jans).toContainText('Identyfikator: jkowalski');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/admin-list.png` });

  // Paging: 20 a page, the page in the address as 'strona'.
  await page.getByRole('link', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/strona=2/);
  await settled(page);
  await expect(items(page)).toHaveCount(20);
  await page.goto('/administracja/ogloszenia?strona=abc');
  await expect(page).toHaveURL(/strona=1/);

  // Sort by title.
  await page.getByLabel('Sortuj').selectOption('title_asc');
  await expect(page).toHaveURL(/sort=title_asc/);
  await settled(page);
  // The list of the previous order may still be shown for a moment: wait until the titles are sorted.
  const sortedTitles = async () => {
    const titles = await items(page).locator('h2').allTextContents();
    const sorted = [...titles].sort((a, b) => a.localeCompare(b, 'pl'));
    return titles.length === 20 && titles.every((t, i) => t === sorted[i]);
  };
  await expect.poll(sortedTitles).toBe(true);
  await expect(items(page).first()).toContainText('Budowa');

  // Status: drafts show the planned publication date or 'Nie opublikowano', and link to the draft view.
  let dialog = await openFilters(page);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/admin-filters.png` });
  await dialog.getByLabel('Status ogłoszenia').selectOption('DRAFT');
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/statusOgl=DRAFT/);
  await expect(page.getByRole('button', { name: 'Filtry 1 aktywne' })).toBeVisible();
  await expectCount(page, 8);
  await expect(items(page).filter({ hasText: 'Planowana data publikacji' })).toHaveCount(4);
  await expect(items(page).filter({ hasText: 'Nie opublikowano' })).toHaveCount(4);
  await expect(items(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    /\/ogloszenia\/\d+\/robocza$/,
  );

  // Cancelled and locked items show the publication date only.
  dialog = await openFilters(page);
  await dialog.getByLabel('Status ogłoszenia').selectOption('LOCKED');
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/statusOgl=LOCKED/);
  await settled(page);
  await expect(items(page).first()).toContainText('Data publikacji');
  await expect(items(page).filter({ hasText: 'Termin składania ofert' })).toHaveCount(0);
  await expect(items(page).first().getByRole('link').first()).toHaveAttribute('href', /\/ogloszenia\/\d+$/);

  // Title and the user's e-mail together.
  dialog = await openFilters(page);
  await dialog.getByLabel('Status ogłoszenia').selectOption('');
  await dialog.getByLabel('Tytuł').fill('termomodernizacja');
  await dialog.getByLabel('E-mail').fill('malgorzata.wisniewska');
  const found = await countAfter(page, () => dialog.getByRole('button', { name: 'Szukaj' }).click());
  await expect(page).toHaveURL(/tytul=termomodernizacja/);
  await expect(page.getByRole('button', { name: 'Filtry 2 aktywne' })).toBeVisible();
  expect(found).toBeGreaterThan(0);
  for (const item of await items(page).all()) {
    await expect(item.locator('h2')).toContainText('Termomodernizacja');
    await expect(item).toContainText(accounts.advertiser2.email);
  }

  // Limits: NIP digits only, at most 10; a 'to' date before 'from' is refused.
  dialog = await openFilters(page);
  await dialog.getByLabel('Typ numeru identyfikacyjnego').selectOption('nip');
  await dialog.getByLabel('Numer identyfikacyjny').fill('681-183-00-23');
  await expect(dialog.getByLabel('Numer identyfikacyjny')).toHaveValue('6811830023');
  await dialog.getByLabel('Numer identyfikacyjny').fill('68a1183002399');
  await expect(dialog.getByLabel('Numer identyfikacyjny')).toHaveValue('6811830023');
  await dialog.getByLabel('Typ numeru identyfikacyjnego').selectOption('pesel');
  await dialog.getByLabel('Numer identyfikacyjny').fill('9001011234567');
  await expect(dialog.getByLabel('Numer identyfikacyjny')).toHaveValue('90010112345');
  await dialog.getByLabel('Data publikacji od').fill('2026-12-10');
  await dialog.getByLabel('Data publikacji do').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await expect(dialog.getByLabel('Data publikacji do')).toHaveAccessibleDescription(
    /Data „do” nie może być wcześniejsza niż data „od”\./,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Wyczyść' }).click();
  await dialog.getByLabel('Tytuł').fill('nie ma takiego ogłoszenia');
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.')).toBeVisible();
  await expect(page).not.toHaveURL(/email=/);

  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expectCount(page, all);
  await page.goBack();
  await expect(page.getByText('Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.')).toBeVisible();
});

test('a programme administrator sees only the announcements of that programme', async ({ page, browser }) => {
  await openList(page, accounts.admin.email);
  const all = await countOf(page);
  const feng = await filterByFeng(page);
  expect(feng).toBeLessThan(all);

  const context = await browser.newContext();
  const tomasz = await context.newPage();
  await openList(tomasz, accounts.scopedAdmin.email);
  expect(await countOf(tomasz)).toBe(feng);
  // The same list, filtered by the programme in scope.
  expect(await filterByFeng(tomasz)).toBe(feng);
  // No user administration rights: the creator is not a link.
  await expect(items(tomasz).first().getByRole('link', { name: accounts.advertiser.name })).toHaveCount(0);
  await expectAccessible(tomasz);
  await snap(tomasz, { path: `${SHOTS}/admin-list-scoped.png` });
  await context.close();
});

test('an advertiser without the permission is refused the list', async ({ page }) => {
  await signInAt(page, accounts.advertiser.email);
  await page.goto('/administracja/ogloszenia');
  await expect(page.getByRole('heading', { name: 'Wystąpił błąd' })).toBeVisible();
  await expect(page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toBeVisible();
  await page.goto('/');
  await page.goto('/administracja/ogloszenia');
  await expect(page).toHaveURL(/administracja\/ogloszenia/);
});

test('status values in the address are read whatever the letter case; unknown ones are named', async ({
  page,
}) => {
  await openList(page, accounts.admin.email);
  const all = await countOf(page);
  for (const spelling of ['published', 'PUBLISHED', 'Published']) {
    await page.goto(`/administracja/ogloszenia?statusOgl=${spelling}`);
    await expect(page).toHaveURL(/statusOgl=PUBLISHED/);
    await settled(page);
    const published = await countOf(page);
    expect(published, spelling).toBeGreaterThan(0);
    expect(published, spelling).toBeLessThan(all);
    await expect(items(page).filter({ hasNotText: 'Opublikowane' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Filtry/ })).toContainText('1');
  }
  // A value that is no status is left out and said so, never a list silently matching nothing.
  await page.goto('/administracja/ogloszenia?statusOgl=OPUBLIKOWANE');
  await expect(page).not.toHaveURL(/statusOgl/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Pominięto nieprawidłowe wartości' }),
  ).toContainText('statusOgl=OPUBLIKOWANE');
  await expectCount(page, all);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/admin-ignored-param.png` });
  // The other lists read their statuses the same way.
  await page.goto('/ogloszenia/szukaj?status=closed');
  await expect(page).toHaveURL(/status=CLOSED/);
  await expect(page.locator('.search-result').filter({ hasNotText: 'Zamknięte' })).toHaveCount(0);
  await expect(page.locator('.search-result').first()).toBeVisible();
  await page.goto('/oferty?statusOferty=SUBMITTED');
  await expect(page).toHaveURL(/statusOferty=submitted/);
  await expect(page.getByLabel('Status oferty')).toHaveValue('submitted');
  await page.goto('/ogloszenia?status%5B0%5D=draft');
  await expect(page).toHaveURL(/status%5B0%5D=DRAFT/);
  await expect(
    page.getByRole('group', { name: 'Status ogłoszenia' }).getByLabel('Wersja robocza'),
  ).toBeChecked();
});
