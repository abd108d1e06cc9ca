import {
  checkButton,
  compact,
  createCompleteDraft,
  dayAhead,
  openStep,
  SHOTS,
  stepsMenu,
} from './support/announcement-form.ts';
import { accounts, expectAccessible, signIn } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, test } from './support/test.ts';

test('an advertiser publishes a draft at once, then publishes a change of it as a new version', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  const id = await createCompleteDraft(page, 'Dostawa drukarek do urzędu gminy');

  await page.goto(`/ogloszenia/${id}/edytuj`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edycja wersji roboczej ogłoszenia' }),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Tytuł ogłoszenia' })
    .fill('Dostawa drukarek laserowych do urzędu gminy');
  // Publishing checks first: an error in another step opens that step at the field in error.
  await openStep(page, 'Części i kryteria');
  const budget = page.getByRole('textbox', { name: 'Szacunkowa wartość zamówienia' });
  await budget.fill('');
  await openStep(page, 'Załączniki');
  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ogłoszenie zawiera błędy' })).toHaveText(
    'Ogłoszenie zawiera błędy. Po ich poprawieniu spróbuj opublikować ogłoszenie jeszcze raz. Kroki wymagające uwagi: Części i kryteria.',
  );
  await expect(page).toHaveURL(/krok=czesciKryteria/);
  await expect(budget).toBeFocused();
  await expect(budget).toHaveAccessibleDescription(/To pole jest wymagane\./);
  await expect(stepsMenu(page).getByRole('link', { name: 'Części i kryteria (Wymaga uwagi)' })).toBeVisible();
  await budget.fill('85000,00');
  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  let dialog = page.getByRole('dialog', { name: 'Publikacja ogłoszenia' });
  await expect(dialog.getByRole('radio', { name: 'Opublikuj teraz' })).toBeChecked();
  await dialog.getByLabel('Termin składania ofert').fill(dayAhead(15, false));
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  // Spec 1 section 4 (issue 30 item 14): the author goes to the announcements list, which says so.
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie zostało pomyślnie opublikowane.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/publish-done-list.png` });
  expect((await compact(page, id)).advertisement.status.name).toBe('PUBLISHED');

  // The published one: locked fields are read-only, the value and description may change.
  await page.goto(`/ogloszenia/${id}/edytuj?krok=czesciKryteria`);
  await expect(
    page.getByText('To ogłoszenie zostało już opublikowane i nie ma możliwości zmiany niektórych pól.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj przedmiot zamówienia' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Kategoria', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Szacunkowa wartość zamówienia' }).fill('92000,00');
  await page
    .getByRole('textbox', { name: 'Opis przedmiotu zamówienia' })
    .fill('Dostawa 12 drukarek laserowych.');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/11-published-edit.png`, fullPage: true });
  await openStep(page, 'Przedmiot');
  await expect(page.getByRole('textbox', { name: 'Tytuł ogłoszenia' })).toHaveAttribute('readonly', '');
  // The attachment of the published version is read-only; new files may be added.
  await openStep(page, 'Załączniki');
  await expect(page.getByText('Nazwa załącznika Opis przedmiotu zamówienia')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nazwa załącznika' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Usuń/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pobierz/ })).toBeVisible();
  await expectAccessible(page);
  await openStep(page, 'Terminy');
  await expect(page.getByText('Termin składania ofert', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  dialog = page.getByRole('dialog', { name: 'Publikacja zmian w ogłoszeniu' });
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByLabel('Termin składania ofert')).not.toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie zostało pomyślnie opublikowane.' }),
  ).toBeVisible();
  await page.goto(`/ogloszenia/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Ogłoszenie nr / })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const latest = await compact(page, id);
  expect(latest.version).toMatchObject({ kind: 'published', version_no: 2 });
  expect(latest.version.content.parts[0].estimated_value).toBe('92000,00');
});

test('an administrator publishes a new version of an advertiser announcement directly', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  const id = await createCompleteDraft(page, 'Dostawa skanerów dla biblioteki');
  await page.goto(`/ogloszenia/${id}/edytuj`);
  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publikacja ogłoszenia' });
  await dialog.getByLabel('Termin składania ofert').fill(dayAhead(15, false));
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();

  await page.goto('/');
  await signIn(page, accounts.admin.email);
  await page.goto(`/ogloszenia/${id}/edytuj`);
  await expect(page.getByText('Edytujesz opublikowane ogłoszenie jako pracownik instytucji.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz wersję roboczą' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Powrót do listy ogłoszeń' })).toHaveAttribute(
    'href',
    '/administracja/ogloszenia',
  );
  await expectAccessible(page);
  // The projects offered are the owner's (Jan's), not the administrator's: he adds Jan's second one.
  const second = page.getByRole('checkbox', { name: /Termomodernizacja budynków użyteczności publicznej/ });
  await expect(second).not.toBeChecked();
  await second.check();
  await openStep(page, 'Części i kryteria');
  await page.getByRole('textbox', { name: 'Okres gwarancji' }).fill('36 miesięcy');
  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  // An administrator goes to the announcement's details, told that it is published (spec 1 section 4).
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie zostało pomyślnie opublikowane.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Termomodernizacja budynków użyteczności publicznej');
});

test('an unknown announcement shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  await page.goto('/ogloszenia/999999/edytuj');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
});

test('a user without projects and contact persons is told where to add them', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.newUser.email);
  await page.goto('/ogloszenia/nowe');
  await expect(page.getByText('Nie masz jeszcze projektów.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moje projekty i nabory' }).last()).toHaveAttribute(
    'href',
    '/projekty',
  );
  await expect(page.getByText('Nie masz jeszcze osób do kontaktu.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ustawieniach swojego profilu' })).toHaveAttribute(
    'href',
    '/uzytkownicy/moj-profil',
  );
  await checkButton(page).click();
  await expect(page.getByText('Nie masz jeszcze projektów.')).toBeFocused();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/12-empty-lists.png`, fullPage: true });
});

test('leaving the form with unsaved changes asks first; saved changes leave freely', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  await page.goto('/ogloszenia/nowe');
  const title = page.getByRole('textbox', { name: 'Tytuł ogłoszenia' });
  const back = page.getByRole('link', { name: 'Powrót do listy ogłoszeń' });
  // Nothing typed yet: the list opens at once.
  await back.click();
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);
  await page.goto('/ogloszenia/nowe');
  await title.fill('Remont sali gimnastycznej');

  await back.click();
  const dialog = page.getByRole('alertdialog', { name: 'Niezapisane zmiany' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zostań w formularzu' })).toBeFocused();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/13-leave-guard.png`, fullPage: true });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ogloszenia\/nowe/);
  await expect(title).toHaveValue('Remont sali gimnastycznej');

  // Moving between the steps is not leaving.
  await openStep(page, 'Terminy');
  await expect(dialog).toBeHidden();
  await openStep(page, 'Przedmiot');
  await expect(title).toHaveValue('Remont sali gimnastycznej');

  await back.click();
  await dialog.getByRole('button', { name: 'Opuść formularz' }).click();
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);

  // A saved draft has nothing to lose.
  await page.goto('/ogloszenia/nowe');
  await title.fill('Remont sali gimnastycznej');
  await page.getByRole('button', { name: 'Zapisz wersję roboczą' }).click();
  await expect(page).toHaveURL(/\/ogloszenia\/\d+\/edytuj/);
  await expect(title).toHaveValue('Remont sali gimnastycznej');
  await title.fill('Remont sali gimnastycznej i szatni');
  await page.getByRole('button', { name: 'Zapisz wersję roboczą' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await back.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);
});
