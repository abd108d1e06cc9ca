import { accounts, expectAccessible, sideMenu, signIn } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';

async function openProjects(page: Page) {
  await page.goto('/');
  await signIn(page, accounts.newUser.email);
  await sideMenu(page).getByRole('link', { name: 'Moje projekty i nabory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje projekty i nabory' })).toBeVisible();
  await expect(page.getByText('Trwa ładowanie...')).toHaveCount(0);
}

/** Chooses the option of a level whose label matches (labels read 'code - name'). */
async function choose(dialog: Locator, label: string | RegExp, option: RegExp) {
  const select = dialog.getByLabel(label);
  await expect(select).toBeEnabled();
  await expect(select.locator('option', { hasText: option }).first()).toBeAttached();
  const value = await select.locator('option', { hasText: option }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

async function chooseFengLevels(dialog: Locator) {
  await choose(dialog, 'Perspektywa', /2021-2027/);
  await choose(dialog, 'Program operacyjny', /^FENG - /);
  await choose(dialog, 'Oś priorytetowa', /^01 - /);
  await choose(dialog, 'Działanie', /^01 - /);
  await choose(dialog, 'Instytucja', /^IP\.02 - /);
}

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const card = (page: Page, number: string) => cards(page).filter({ hasText: number });
const fieldError = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));

test('an anonymous visitor is sent from the projects to the home page', async ({ page }) => {
  await page.goto('/projekty');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible();
});

test('a new advertiser adds a project and an enrolment, filters, opens and removes them', async ({
  page,
}) => {
  await openProjects(page);
  await expect(page).toHaveTitle('Baza Konkurencyjności - moje projekty i nabory');
  await expect(page.getByText('Nie masz jeszcze projektów ani naborów.')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/projects-empty.png`, fullPage: true });

  // A project of 2021-2027: PROG.PP.AA-INST-SUFFIX.
  await page.getByRole('button', { name: 'Dodaj projekt' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dodaj projekt' });
  await expect(dialog.getByText('AAAA.00.00-0000/00')).toBeVisible();
  // The levels are loaded (a disabled select cannot take the focus of the first error).
  await expect(dialog.getByLabel('Perspektywa')).toBeEnabled();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await fieldError(dialog.getByLabel('Perspektywa'), 'To pole jest wymagane.');
  // Focus goes to the first field in error, the picker's first select.
  await expect(dialog.getByLabel('Perspektywa')).toBeFocused();
  await fieldError(dialog.getByLabel('Tytuł projektu'), 'To pole jest wymagane.');
  await fieldError(dialog.getByRole('textbox', { name: 'Numer', exact: true }), 'To pole jest wymagane.');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/project-required.png`, fullPage: true });

  await chooseFengLevels(dialog);
  // A chosen level clears its own error.
  await expect(dialog.getByLabel('Perspektywa')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Tytuł projektu').fill('Cyfrowa pracownia projektowa');
  const suffix = dialog.getByRole('textbox', { name: 'Numer', exact: true });
  await suffix.pressSequentially('ab12/24x');
  await expect(suffix).toHaveValue('AB12/24');
  await expect(dialog.getByText('FENG.01.01-IP.02-AB12/24')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/project-form.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Dodano projekt FENG.01.01-IP.02-AB12/24.' }),
  ).toBeVisible();
  const project = card(page, 'FENG.01.01-IP.02-AB12/24');
  await expect(project).toContainText('Projekt');
  await expect(project).toContainText('Cyfrowa pracownia projektowa');
  await expect(project).toContainText('Nowoczesnej Gospodarki');

  // The same number again is refused under the number field.
  await page.getByRole('button', { name: 'Dodaj projekt' }).click();
  dialog = page.getByRole('dialog', { name: 'Dodaj projekt' });
  await chooseFengLevels(dialog);
  await dialog.getByLabel('Tytuł projektu').fill('Drugi projekt o tym samym numerze');
  await dialog.getByRole('textbox', { name: 'Numer', exact: true }).fill('ab12/24');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await fieldError(
    dialog.getByRole('textbox', { name: 'Numer', exact: true }),
    'Projekt lub nabór o takim numerze już istnieje.',
  );
  await expect(dialog.getByText('Projekt lub nabór o takim numerze już istnieje.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Numer', exact: true })).toBeFocused();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/project-duplicate.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toHaveCount(0);

  // An enrolment of 2014-2020: a new perspective clears the levels below it first.
  await page.getByRole('button', { name: 'Dodaj nabór' }).click();
  dialog = page.getByRole('dialog', { name: 'Dodaj nabór' });
  await expect(dialog.getByLabel('Tytuł projektu')).toHaveCount(0);
  await choose(dialog, 'Perspektywa', /2021-2027/);
  await choose(dialog, 'Program operacyjny', /^FENG - /);
  await choose(dialog, 'Oś priorytetowa', /^01 - /);
  await choose(dialog, 'Perspektywa', /2014-2020/);
  await expect(dialog.getByLabel('Program operacyjny')).toHaveValue('');
  await expect(dialog.getByLabel('Oś priorytetowa')).toHaveValue('');
  await expect(dialog.getByLabel('Oś priorytetowa')).toBeDisabled();
  await choose(dialog, 'Program operacyjny', /^POIR - /);
  await choose(dialog, 'Oś priorytetowa', /^01 - /);
  await choose(dialog, 'Działanie / poddziałanie', /^01\.01 - /);
  await choose(dialog, 'Region', /^00 - /);
  await dialog.getByLabel('Numer instytucji').fill('iz.1');
  await dialog.getByRole('textbox', { name: 'Numer', exact: true }).fill('123/24');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await fieldError(dialog.getByLabel('Numer instytucji'), 'Wpisz numer instytucji zgodnie ze wzorem AA.00.');
  await dialog.getByLabel('Numer instytucji').fill('iz.01');
  await expect(dialog.getByLabel('Numer instytucji')).toHaveValue('IZ.01');
  await expect(dialog.getByText('Wpisz numer instytucji zgodnie ze wzorem AA.00.')).toHaveCount(0);
  await expect(dialog.getByText('POIR.01.01.01-IZ.01-00-123/24')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/enrolment-form.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);
  const enrolment = card(page, 'POIR.01.01.01-IZ.01-00-123/24');
  await expect(enrolment).toContainText('Nabór');
  await expect(cards(page)).toHaveCount(2);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/projects-list.png`, fullPage: true });

  // Filters live in the address.
  const search = page.getByRole('search', { name: 'Wyszukiwanie projektów i naborów' });
  await search.getByLabel('Rodzaj').selectOption({ label: 'Nabory' });
  await search.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/typ=enrollment/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('POIR.01.01.01-IZ.01-00-123/24');
  await search.getByLabel('Numer').fill('NIE-MA-TAKIEGO');
  await search.getByRole('button', { name: 'Szukaj' }).click();
  await expect(
    page.getByText('Nie znaleziono projektów ani naborów spełniających kryteria wyszukiwania.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(cards(page)).toHaveCount(1);
  await expect(search.getByLabel('Numer')).toHaveValue('');
  await search.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(cards(page)).toHaveCount(2);

  // The attached announcements open with the keyboard.
  const disclosure = project.getByRole('button', { name: /^Ogłoszenia/ });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await expect(project.getByText('Ten projekt/nabór nie ma przypisanych ogłoszeń.')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/projects-expanded.png`, fullPage: true });
  await page.keyboard.press('Space');
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');

  // Removal, confirmed.
  await enrolment.getByRole('button', { name: /^Usuń/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usuwanie naboru' });
  await expect(confirm).toContainText('Czy na pewno chcesz usunąć nabór POIR.01.01.01-IZ.01-00-123/24?');
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Usunięto nabór' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
});

test('an advertiser opens the announcements of a project and cannot remove it while they are published', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  await sideMenu(page).getByRole('link', { name: 'Moje projekty i nabory' }).click();
  await expect(page.getByText('Trwa ładowanie...')).toHaveCount(0);
  const project = card(page, 'FENG.01.01-IP.02-0142/23');
  await expect(project).toContainText('Cyfrowa Gmina Wiśniowa');

  await project.getByRole('button', { name: /^Ogłoszenia/ }).click();
  const table = project.getByRole('table', { name: /Ogłoszenia przypisane do/ });
  await expect(table).toBeVisible();
  const published = table.getByRole('row').filter({ hasText: 'Opublikowane' }).first();
  await expect(published).toBeVisible();
  await expectAccessible(page);

  // Removal is refused by the server while published announcements are attached.
  await project.getByRole('button', { name: /^Usuń/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usuwanie projektu' });
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  const refused = page.getByRole('alertdialog', { name: 'Niemożliwe usunięcie' });
  await expect(refused).toContainText(
    'Tego projektu/naboru nie można usunąć, ponieważ ma przypisane ogłoszenia już opublikowane.',
  );
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'Zamknij' }).click();
  await expect(refused).toHaveCount(0);
  await expect(card(page, 'FENG.01.01-IP.02-0142/23')).toBeVisible();

  // Its announcement opens from the list.
  const link = published.getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/ogloszenia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ogłoszenie nr');
  await expect(page.getByRole('main')).toContainText(title.trim());
});
