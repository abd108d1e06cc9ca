import { accounts, chooseLocality, expectAccessible, signIn } from './support/fixtures.ts';
import { SHOTS, snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

async function openProfile(page: Page) {
  await page.goto('/');
  await signIn(page, accounts.newUser.email);
  await page.getByRole('link', { name: 'Mój profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeVisible();
  await expect(page.getByText('Trwa ładowanie...')).toHaveCount(0);
}

const subjectBox = (page: Page) => page.getByRole('region', { name: 'Dane podmiotu' });
const personsBox = (page: Page) => page.getByRole('region', { name: 'Osoby do kontaktu' });

/** The error shown with a field (Field puts it in the control's description). */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** Pastes text into a field the way a user does: the clipboard and Ctrl+V. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+v');
}

test('an anonymous visitor is sent from the profile to the home page', async ({ page }) => {
  await page.goto('/uzytkownicy/moj-profil');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible();
});

test.describe
  .serial('the economic subject of a new advertiser', () => {
    test('is filled in Poland with a NIP, then moved abroad', async ({ page }) => {
      await openProfile(page);
      await expect(page).toHaveTitle('Baza Konkurencyjności - mój profil');
      const main = page.getByRole('main');
      await expect(main.getByText(accounts.newUser.name)).toBeVisible();
      await expect(main.getByText(accounts.newUser.email)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Ustawienia konta' })).toHaveAttribute('href', '/konto/');
      await expect(subjectBox(page)).toContainText('Nie podano jeszcze danych podmiotu');
      await expectAccessible(page);
      await snap(page, { path: `${SHOTS}/profile-empty.png`, fullPage: true });

      await subjectBox(page).getByRole('button', { name: 'Dodaj dane podmiotu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dodaj dane podmiotu' });
      await expect(dialog.getByLabel('Nazwa')).toBeFocused();
      await expect(dialog.getByRole('radio', { name: 'W Polsce' })).toBeChecked();
      await expect(dialog.getByLabel('Typ numeru')).toHaveValue('nip');
      await expectAccessible(page);

      // Everything missing at once.
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expect(dialog.getByText('To pole jest wymagane.')).toHaveCount(5);
      await expect(dialog.getByLabel('Nazwa')).toBeFocused();
      await expectAccessible(page);
      await snap(page, { path: `${SHOTS}/subject-required.png`, fullPage: true });

      await dialog.getByLabel('Nazwa').fill('Pracownia Projektowa Ewa Nowicka');
      // NIP keeps digits only, typed and pasted.
      const nip = dialog.getByRole('textbox', { name: 'NIP', exact: true });
      await nip.pressSequentially('52a6 0-');
      await expect(nip).toHaveValue('5260');
      await nip.fill('');
      await paste(page, nip, '526-000-12-46');
      await expect(nip).toHaveValue('5260001246');
      await nip.fill('5260001247');
      await dialog.getByLabel('Kod pocztowy').fill('00950');
      await dialog.getByLabel('Numer domu').fill('12');
      await dialog.getByLabel('Ulica').fill('Długa');
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expectFieldError(nip, 'Wpisany numer NIP ma niepoprawną sumę kontrolną.');
      await expectFieldError(dialog.getByLabel('Kod pocztowy'), 'Wpisz poprawny kod pocztowy.');
      await expect(dialog.getByText('Wpisz poprawny kod pocztowy.')).toBeVisible();
      await expectAccessible(page);

      await nip.fill('');
      await paste(page, nip, '526-000-12-46');
      await expect(nip).toHaveValue('5260001246');
      await dialog.getByLabel('Kod pocztowy').fill('32-412');
      await chooseLocality(page, dialog, 'Wiśniowa');
      const region = dialog.getByRole('definition');
      await expect(region).toHaveCount(3);
      await expect(dialog.getByText('Województwo', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await snap(page, { path: `${SHOTS}/subject-poland.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expect(dialog).toHaveCount(0);

      const box = subjectBox(page);
      await expect(box).toContainText('Pracownia Projektowa Ewa Nowicka');
      await expect(box).toContainText('5260001246');
      await expect(box).toContainText('Długa 12');
      await expect(box).toContainText('32-412 Wiśniowa');
      await expect(box).toContainText('Polska');
      await expect(page.getByRole('status').filter({ hasText: 'Zapisano dane podmiotu.' })).toBeVisible();
      await expectAccessible(page);
      await snap(page, { path: `${SHOTS}/profile-subject-poland.png`, fullPage: true });

      // Abroad: a new kind resets the number, its type and the country.
      await box.getByRole('button', { name: 'Edytuj dane podmiotu' }).click();
      const edit = page.getByRole('dialog', { name: 'Edytuj dane podmiotu' });
      await expect(edit.getByLabel('Nazwa')).toHaveValue('Pracownia Projektowa Ewa Nowicka');
      await expect(edit.getByRole('combobox', { name: 'Miejscowość' })).toHaveValue('Wiśniowa');
      await expect(edit.getByRole('textbox', { name: 'NIP', exact: true })).toHaveValue('5260001246');
      // Another number type clears the number.
      await edit.getByLabel('Typ numeru').selectOption('pesel');
      await expect(edit.getByRole('textbox', { name: 'PESEL', exact: true })).toHaveValue('');
      await edit.getByLabel('Typ numeru').selectOption('nip');
      await edit.getByRole('radio', { name: 'Za granicą' }).check();
      await expect(edit.getByLabel('Typ numeru')).toHaveValue('numer_zagraniczny');
      await expect(edit.getByRole('textbox', { name: 'Numer identyfikacyjny', exact: true })).toHaveValue('');
      await expect(edit.getByLabel('Kraj')).toHaveValue('');
      await expect(edit.getByLabel('Kraj').getByRole('option', { name: 'Polska', exact: true })).toHaveCount(
        0,
      );
      await edit.getByLabel('Kraj').selectOption({ label: 'Niemcy' });
      await edit.getByLabel('Miejscowość').fill('Berlin');
      await edit.getByLabel('Kod pocztowy').fill('10115');
      await edit.getByRole('textbox', { name: 'Numer identyfikacyjny', exact: true }).fill('DE 811 907 980');
      await expectAccessible(page);
      await snap(page, { path: `${SHOTS}/subject-abroad.png`, fullPage: true });
      await edit.getByRole('button', { name: 'Zapisz' }).click();
      await expect(edit).toHaveCount(0);
      await expect(box).toContainText('Numer identyfikacyjny');
      await expect(box).toContainText('DE 811 907 980');
      await expect(box).toContainText('10115 Berlin');
      await expect(box).toContainText('Niemcy');
      await expect(box).not.toContainText('Wiśniowa');
      await expectAccessible(page);
    });

    test('is edited back to Poland with the keyboard alone', async ({ page }) => {
      await openProfile(page);
      await subjectBox(page).getByRole('button', { name: 'Edytuj dane podmiotu' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Edytuj dane podmiotu' });
      await expect(dialog.getByLabel('Nazwa')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Pracownia Nowicka');
      // The radio group: Tab lands on the chosen kind, the arrows move the choice, Space confirms it.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('radio', { name: 'Za granicą' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Space');
      await expect(dialog.getByRole('radio', { name: 'W Polsce' })).toBeChecked();
      await expect(dialog.getByLabel('Typ numeru')).toHaveValue('nip');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Typ numeru')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByLabel('Typ numeru')).toHaveValue('pesel');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('textbox', { name: 'PESEL', exact: true })).toBeFocused();
      await page.keyboard.type('4405-1401-359');
      await expect(dialog.getByRole('textbox', { name: 'PESEL', exact: true })).toHaveValue('44051401359');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('combobox', { name: 'Miejscowość' })).toBeFocused();
      await chooseLocality(page, dialog, 'Wiśniowa');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Kod pocztowy')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('32-412');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Ulica')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Krótka');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Numer domu')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('5/2');
      await expectAccessible(page);
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      const box = subjectBox(page);
      await expect(box).toContainText('Pracownia Nowicka');
      await expect(box).toContainText('PESEL');
      await expect(box).toContainText('44051401359');
      await expect(box).toContainText('Krótka 5/2');
      await expect(box).toContainText('32-412 Wiśniowa');
      await expect(box.getByRole('button', { name: 'Edytuj dane podmiotu' })).toBeFocused();
    });
  });

test('a new advertiser adds two contact persons, edits one and deletes one', async ({ page }) => {
  await openProfile(page);
  const box = personsBox(page);
  await expect(box).toContainText('Nie dodano jeszcze osób do kontaktu.');

  await box.getByRole('button', { name: 'Dodaj osobę do kontaktu' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dodaj osobę do kontaktu' });
  await expect(dialog.getByLabel('Imię')).toBeFocused();
  await dialog.getByLabel('Imię').fill('Anna');
  await dialog.getByLabel('Nazwisko').fill('Nowak');
  await dialog.getByLabel('Numer telefonu').fill('tel. 600');
  await dialog.getByLabel('E-mail').fill('anna.nowak@example');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expectFieldError(dialog.getByLabel('E-mail'), 'Wpisz poprawny adres e-mail.');
  await expect(dialog.getByText('Wpisz poprawny adres e-mail.')).toBeVisible();
  await expect(dialog.getByText('Numer telefonu może zawierać tylko cyfry')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/person-errors.png`, fullPage: true });
  await dialog.getByLabel('Numer telefonu').fill('+48 600-100-200');
  await dialog.getByLabel('E-mail').fill('anna.nowak@example.com');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);

  await box.getByRole('button', { name: 'Dodaj osobę do kontaktu' }).click();
  dialog = page.getByRole('dialog', { name: 'Dodaj osobę do kontaktu' });
  await dialog.getByLabel('Imię').fill('Piotr');
  await dialog.getByLabel('Nazwisko').fill('Lis');
  await dialog.getByLabel('E-mail').fill('piotr.lis@example.com');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  const rows = box.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Anna' })).toContainText('+48 600-100-200');
  await expect(rows.filter({ hasText: 'Piotr' })).toContainText('piotr.lis@example.com');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/persons.png`, fullPage: true });

  // Edit with the row's menu, by keyboard.
  await box.getByRole('button', { name: 'Akcje: Anna Nowak' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edytuj' })).toBeFocused();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Edytuj osobę do kontaktu' });
  await expect(dialog.getByLabel('Nazwisko')).toHaveValue('Nowak');
  await dialog.getByLabel('Nazwisko').fill('Nowak-Kowalska');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Anna' })).toContainText('Nowak-Kowalska');

  await box.getByRole('button', { name: 'Akcje: Piotr Lis' }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usuwanie osoby do kontaktu' });
  await expect(confirm).toContainText('Czy na pewno chcesz usunąć osobę do kontaktu Piotr Lis?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  await expect(box).not.toContainText('Piotr');
  await expect(box.getByRole('button', { name: 'Dodaj osobę do kontaktu' })).toBeFocused();
  await expectAccessible(page);
});
