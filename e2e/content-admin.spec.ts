import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, moveServerClock, resetServerClock } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => snap(page, { path: `${SHOTS}/${name}.png`, fullPage: true });

test.describe.configure({ mode: 'serial' });

async function typeRich(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}

test('help: the tabs, a new article under a chapter with a related help, its page, removal rules', async ({
  page,
}) => {
  await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia/pomoc');
  await page.goto('/zarzadzanie-trescia/pomoc');
  await expect(page.getByRole('heading', { level: 1, name: 'Pomoc' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ogólna' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Pomoc ogólna' }).getByRole('link', { name: 'Jak złożyć ofertę' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, '42-help-admin-list');
  await page.getByRole('tab', { name: 'Na ekranie aplikacji' }).click();
  await expect(page).toHaveURL(/typ=ekranowa/);
  await expect(page.getByRole('row', { name: /Ulubione ogłoszenia/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Dodaj pomoc' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj pomoc' })).toBeVisible();
  await page.getByRole('radio', { name: 'Ogólna' }).check();
  await page.getByLabel('Rozdział nadrzędny').selectOption({ label: 'Dla oferentów' });
  await page.getByRole('textbox', { name: 'Nagłówek' }).fill('Jak wycofać ofertę');
  await typeRich(page, 'Treść', 'Ofertę można wycofać do upływu terminu składania ofert.');
  await page
    .getByRole('group', { name: 'Powiązana pomoc' })
    .getByRole('checkbox', { name: 'Jak złożyć ofertę' })
    .check();
  await expectAccessible(page);
  await shot(page, '43-help-admin-form');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page).toHaveURL(/\/zarzadzanie-trescia\/pomoc\/\d+-jak-wycofac-oferte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jak wycofać ofertę' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj pomoc' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nagłówek' })).toHaveValue('Jak wycofać ofertę');
  await expectAccessible(page);

  // On the public help it hangs under its chapter, with its related help.
  await page.goto('/pomoc');
  await page
    .getByRole('navigation', { name: 'Spis treści pomocy' })
    .getByRole('link', { name: 'Jak wycofać ofertę' })
    .click();
  await expect(page.getByText('Ofertę można wycofać do upływu terminu składania ofert.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Powiązana pomoc' }).getByRole('link', { name: 'Jak złożyć ofertę' }),
  ).toBeVisible();

  // A chapter with children cannot go: the blocking helps are listed.
  await page.goto('/zarzadzanie-trescia/pomoc');
  await page
    .getByRole('navigation', { name: 'Pomoc ogólna' })
    .getByRole('link', { name: 'Dla oferentów' })
    .click();
  await page.getByRole('button', { name: 'Usuń' }).click();
  const blocked = page.getByRole('alertdialog', { name: 'Nie można usunąć pomocy' });
  await expect(blocked.getByRole('link', { name: 'Jak wycofać ofertę' })).toBeVisible();
  await blocked.getByRole('button', { name: 'Zamknij' }).click();
  // The new leaf goes.
  await page.goto('/zarzadzanie-trescia/pomoc');
  await page
    .getByRole('navigation', { name: 'Pomoc ogólna' })
    .getByRole('link', { name: 'Jak wycofać ofertę' })
    .click();
  await page.getByRole('button', { name: 'Usuń' }).click();
  await page
    .getByRole('alertdialog', { name: 'Usuwanie pomocy' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page).toHaveURL(/\/zarzadzanie-trescia\/pomoc(\?.*)?$/);
  await expect(page.getByRole('link', { name: 'Jak wycofać ofertę' })).toHaveCount(0);
});

test('terms: a version for publication waits for its date, then is the current one', async ({
  page,
  browser,
}) => {
  await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia/regulaminy');
  await page.goto('/zarzadzanie-trescia/regulaminy/aktualny');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktualny regulamin' })).toBeVisible();
  await expect(page.getByText('§ 1. Postanowienia ogólne')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/zarzadzanie-trescia/regulaminy');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulaminy' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Utwórz nową wersję z aktualnego' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa wersja regulaminu' })).toBeVisible();
  await typeRich(page, 'Treść', ' Zmiana: § 5. Newsletter.');
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Data publikacji').fill(date);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText(/Ten regulamin zostanie opublikowany dnia/)).toBeVisible();
  await page.getByRole('link', { name: /^Regulamin do opublikowania Wersja/ }).click();
  await expect(page.getByText(/Ten regulamin zostanie opublikowany dnia/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '44-terms-pending');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('regulamin_do_opublikowania.pdf');
  const file = `.tmp/${Date.now()}-regulamin_do_opublikowania.pdf`;
  await download.saveAs(file);
  expect(execFileSync('pdftotext', ['-layout', file, '-']).toString()).toContain('§ 5. Newsletter.');

  // The public still reads the old terms; after the date, the new ones.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/regulamin');
  await expect(anonymous.getByText('§ 1. Postanowienia ogólne')).toBeVisible();
  await expect(anonymous.getByText(/§ 5\. Newsletter/)).toHaveCount(0);
  try {
    await moveServerClock(anonymous, 4 * 86_400);
    await anonymous.reload();
    await expect(anonymous.getByText(/§ 5\. Newsletter/)).toBeVisible();
  } finally {
    await resetServerClock(anonymous);
    await visitor.close();
  }
});

test('cookies and general contents: edited, with their audit data and the public result', async ({
  page,
  browser,
}) => {
  await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia/ciasteczka');
  await page.goto('/zarzadzanie-trescia/ciasteczka');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciasteczka' })).toBeVisible();
  await expect(page.getByText(/^Data aktualnej wersji:/)).toBeVisible();
  await expectAccessible(page);
  // The add form (reached when no notice exists; the server refuses a second one, content.api.test.ts).
  await page.goto('/zarzadzanie-trescia/ciasteczka/nowe');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj ciasteczka' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Treść' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/zarzadzanie-trescia/ciasteczka');
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await typeRich(page, 'Treść', ' Zmieniono zasady.');
  await page.getByRole('button', { name: 'Zapisz ciasteczka' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/zarzadzanie-trescia/tresci-ogolne');
  await expect(page.getByRole('heading', { level: 1, name: 'Treści ogólne' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Strona główna: ramka 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Strona główna: ramka 1' })).toBeVisible();
  await expect(page.getByText('Zasada konkurencyjności')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/zarzadzanie-trescia/tresci-ogolne');
  await page.getByRole('link', { name: 'Edytuj Strona główna: ramka 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj treść ogólną' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nagłówek' }).fill('Nowości w portalu');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await shot(page, '45-general-content-edit');

  // A changed notice is shown again to a visitor who had closed the old one.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/');
  await expect(anonymous.getByRole('heading', { level: 2, name: 'Nowości w portalu' })).toBeVisible();
  await expect(anonymous.getByRole('region', { name: 'Informacja o plikach cookies' })).toContainText(
    'Zmieniono zasady.',
  );
  await visitor.close();
});
