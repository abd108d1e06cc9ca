import { accounts, expectAccessible, sideMenu, signIn } from './support/fixtures.ts';
import { expect, type Page, test } from './support/test.ts';

async function openList(page: Page) {
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  await sideMenu(page)
    .getByRole('link', { name: /Moje ogłoszenia/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje ogłoszenia' })).toBeVisible();
}

const cards = (page: Page) => page.locator('.announcement-card');

/** The count the list shows ('Liczba ogłoszeń: N'); other tests may have added Jan's announcements. */
async function shownCount(page: Page): Promise<number> {
  const label = page.getByText(/^Liczba ogłoszeń: \d+$/);
  await expect(label).toBeVisible();
  return Number((await label.textContent())?.replace(/\D/g, ''));
}

test('the advertiser filters and sorts own announcements, the address keeping the state', async ({
  page,
}) => {
  await openList(page);
  const total = await shownCount(page);
  expect(total).toBeGreaterThanOrEqual(22);
  await expect(cards(page)).toHaveCount(20);
  await expectAccessible(page);

  await page.getByRole('group', { name: 'Status ogłoszenia' }).getByLabel('Wersja robocza').check();
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/status%5B0%5D=DRAFT/);
  await expect(cards(page).filter({ hasNotText: 'Wersja robocza' })).toHaveCount(0);
  const drafts = await shownCount(page);
  expect(drafts).toBeGreaterThanOrEqual(4);
  expect(drafts).toBeLessThan(total);
  await expect(cards(page)).toHaveCount(Math.min(drafts, 20));
  expect(await cards(page).filter({ hasText: 'Data publikacji odroczonej' }).count()).toBeGreaterThanOrEqual(
    2,
  );
  await expect(cards(page).first()).toContainText('Ogłoszenie bez numeru (wersja robocza)');

  await page.getByLabel('Sortuj').selectOption('title_asc');
  await expect(page).toHaveURL(/sort=title_asc/);
  // The new order comes with the next answer: wait for it.
  await expect(async () => {
    const titles = await cards(page).locator('h2').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pl')));
  }).toPass();

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=title_asc/);
  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page.getByText(`Liczba ogłoszeń: ${total}`)).toBeVisible();

  await page.getByLabel('Tytuł').fill('nie ma takiego ogłoszenia');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.')).toBeVisible();

  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  // The cleared filters load the whole list again before the dates are typed (the reload would reset them).
  await expect(page.getByText(`Liczba ogłoszeń: ${total}`)).toBeVisible();
  await page.getByLabel('Data publikacji od').fill('2026-12-10');
  await page.getByLabel('Data publikacji do').fill('2026-12-01');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Data „do” nie może być wcześniejsza niż data „od”.')).toBeVisible();
});

/** Shows only the announcements of one status (other tests add Jan's announcements: a status may leave page 1). */
async function onlyStatus(page: Page, label: string, param: string) {
  const statuses = page.getByRole('group', { name: 'Status ogłoszenia' });
  for (const box of await statuses.getByRole('checkbox').all()) await box.uncheck();
  await statuses.getByLabel(label).check();
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(new RegExp(`status%5B0%5D=${param}`));
  await expect(cards(page).first()).toContainText(label);
}

test('the menu of each announcement offers what its status allows', async ({ page }) => {
  await openList(page);
  await onlyStatus(page, 'Zamknięte', 'CLOSED');
  const closed = cards(page).filter({ hasText: 'Zamknięte' }).first();
  await closed.getByRole('button', { name: /Akcje/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Skopiuj' })).toBeEnabled();
  for (const name of ['Edytuj', 'Usuń', 'Anuluj']) {
    await expect(page.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
  }
  await page.keyboard.press('Escape');

  await onlyStatus(page, 'Opublikowane', 'PUBLISHED');
  const published = cards(page).filter({ hasText: 'Opublikowane' }).first();
  await published.getByRole('button', { name: /Akcje/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Usuń' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Anuluj' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(/\/ogloszenia\/\d+\/edytuj$/);
});

test('the advertiser copies, deletes and cancels announcements from the list', async ({ page }) => {
  await openList(page);
  const total = await shownCount(page);
  const published = cards(page).filter({ hasText: 'Opublikowane' }).first();
  const number = (await published.locator('.announcement-card__number').textContent())?.replace(
    'Ogłoszenie nr ',
    '',
  );
  const title = await published.locator('h2').textContent();

  // Copy: a new draft marked as copied.
  await published.getByRole('button', { name: /Akcje/ }).click();
  await page.getByRole('menuitem', { name: 'Skopiuj' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Skopiuj' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ogłoszenie zostało skopiowane.' })).toBeVisible();
  await expect(page.getByText(`Liczba ogłoszeń: ${total + 1}`)).toBeVisible();
  const copy = cards(page)
    .filter({ hasText: 'Ogłoszenie skopiowane' })
    .filter({ hasText: title ?? '' });
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText('Wersja robocza');
  await expectAccessible(page);

  // Delete the copy, by the keyboard.
  await copy.getByRole('button', { name: /Akcje/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Usuń' }).focus();
  await page.keyboard.press('Enter');
  const confirmDelete = page.getByRole('alertdialog', { name: 'Usuwanie ogłoszenia' });
  await expect(confirmDelete).toContainText(`Czy na pewno chcesz usunąć ogłoszenie „${title}”?`);
  await expectAccessible(page);
  await confirmDelete.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText(`Liczba ogłoszeń: ${total}`)).toBeVisible();

  // Cancel the published one.
  await cards(page)
    .filter({ hasText: `Ogłoszenie nr ${number}` })
    .getByRole('button', { name: /Akcje/ })
    .click();
  await page.getByRole('menuitem', { name: 'Anuluj' }).click();
  const confirmCancel = page.getByRole('alertdialog', { name: 'Anulowanie ogłoszenia' });
  await expect(confirmCancel).toContainText(`Czy na pewno chcesz anulować ogłoszenie nr ${number}?`);
  await confirmCancel.getByRole('button', { name: 'Anuluj ogłoszenie' }).click();
  await expect(cards(page).filter({ hasText: `Ogłoszenie nr ${number}` })).toContainText('Anulowane');
});
