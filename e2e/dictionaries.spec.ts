import { accounts, expectAccessible, sideMenu, signIn } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

async function openDictionary(page: Page) {
  await sideMenu(page).getByRole('link', { name: 'Administracja słownikiem poziomów wdrażania' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perspektywy finansowe' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table');

test('the administrator walks the dictionary down every level of both perspectives', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.admin.email);
  await openDictionary(page);
  await expectAccessible(page);

  await table(page).getByRole('link', { name: 'Perspektywa finansowa 2021-2027' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programy operacyjne' })).toBeVisible();
  const fenx = table(page).getByRole('row').filter({ hasText: /FENX/ });
  await expect(fenx).toContainText('Infrastrukturę');
  // The audit columns say where a level of the reference data came from, and when (issue 44).
  await expect(fenx.getByRole('cell').nth(2)).toHaveText(
    /^Import danych referencyjnych, \d{2}\.\d{2}\.\d{4}/,
  );
  await snap(page, { path: '.tmp/screenshots/dictionary-audit.png', fullPage: true });
  await expectAccessible(page);
  await table(page)
    .getByRole('link', { name: /Nowoczesnej Gospodarki/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Osie priorytetowe' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(5);
  await table(page).getByRole('link', { name: 'Wsparcie dla przedsiębiorców' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Działania', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/administracja\/osie\/\d+\/dzialania$/);
  await table(page).getByRole('link', { name: 'Ścieżka SMART' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instytucje' })).toBeVisible();
  await expect(table(page)).toContainText('IP.02');
  await expect(table(page)).toContainText('Polska Agencja Rozwoju Przedsiębiorczości (PARP)');
  await expectAccessible(page);
  // The breadcrumbs lead back up.
  await page
    .getByRole('navigation', { name: 'Okruszki' })
    .getByRole('link', { name: /^FENG - / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Osie priorytetowe' })).toBeVisible();

  await page.goto('/administracja/perspektywy');
  await table(page).getByRole('link', { name: 'Perspektywa finansowa 2014-2020' }).click();
  await table(page)
    .getByRole('link', { name: /Inteligentny Rozwój/ })
    .click();
  await table(page)
    .getByRole('link', { name: /Wsparcie prowadzenia prac B\+R/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Działania i poddziałania' })).toBeVisible();
  await expect(table(page)).toContainText('01.01');
  await table(page)
    .getByRole('link', { name: /Badania przemysłowe/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regiony' })).toBeVisible();
  await expect(table(page)).toContainText('Województwo mazowieckie');
  await expectAccessible(page);
});

test('the administrator adds, renames and deletes a priority, and cannot delete one in use', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, accounts.admin.email);
  await openDictionary(page);
  await table(page).getByRole('link', { name: 'Perspektywa finansowa 2021-2027' }).click();
  await table(page)
    .getByRole('link', { name: /Polski Wschodniej/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Osie priorytetowe' })).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj oś priorytetową' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj oś priorytetową' });
  await expect(dialog.getByLabel('Kod')).toBeFocused();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toHaveCount(2);
  await dialog.getByLabel('Kod').fill('AB');
  await dialog.getByLabel('Nazwa').fill('Oś testowa');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Wpisz kod zgodnie ze wzorem 00.')).toBeVisible();
  await expectAccessible(page);
  // The server's answer lands under the field: the code is taken.
  await dialog.getByLabel('Kod').fill('01');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Element o takim kodzie już istnieje na tym poziomie.')).toBeVisible();
  await dialog.getByLabel('Kod').fill('02');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);
  const row = table(page)
    .getByRole('row')
    .filter({ hasText: /Oś testowa/ });
  await expect(row).toContainText('02');
  await expect(row).toContainText(accounts.admin.name);

  // Rename with the keyboard alone: the row menu opens on Enter and moves with the arrows.
  await row.getByRole('button', { name: 'Akcje: 02 - Oś testowa' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Zmień nazwę' })).toBeFocused();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: 'Zmień nazwę' });
  await expect(rename.getByLabel('Nazwa')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Oś testowa po zmianie');
  await page.keyboard.press('Enter');
  await expect(rename).toHaveCount(0);
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: /Oś testowa po zmianie/ }),
  ).toBeVisible();

  // A priority with activities cannot go.
  await table(page)
    .getByRole('row')
    .filter({ hasText: /Przedsiębiorczość i Innowacje/ })
    .getByRole('button', { name: /Akcje/ })
    .click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
  const blocked = page.getByRole('alertdialog', { name: 'Niemożliwe usunięcie' });
  await expect(blocked).toContainText('Najpierw usuń działania tej osi (1).');
  await expectAccessible(page);
  await blocked.getByRole('button', { name: 'Zamknij' }).click();

  await table(page)
    .getByRole('row')
    .filter({ hasText: /Oś testowa po zmianie/ })
    .getByRole('button', { name: /Akcje/ })
    .click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usuwanie elementu słownika' });
  await expect(confirm).toContainText(
    'Czy na pewno chcesz usunąć oś priorytetową 02 - Oś testowa po zmianie?',
  );
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: /Oś testowa/ }),
  ).toHaveCount(0);
});

test('a reader of the dictionary sees no controls to change it', async ({ page }) => {
  await page.goto('/');
  await signIn(page, accounts.scopedAdmin.email);
  await openDictionary(page);
  await table(page).getByRole('link', { name: 'Perspektywa finansowa 2021-2027' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programy operacyjne' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj program' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Akcje/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Akcje' })).toHaveCount(0);
  await expectAccessible(page);
});
