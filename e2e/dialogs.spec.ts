import fs from 'node:fs';
import { apiCall, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * Issue 30 items 1 and 10: the rich text editor's dialogs insert into the editor and submit nothing
 * else (confirmed by the button or by Enter, on every form that hosts the editor), and every dialog
 * closes on Escape, asking first when something was entered in it.
 */
const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/** A 1x1 PNG picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Host = { name: string; path: (page: Page, token: string) => Promise<string>; media: boolean };

const hosts: Host[] = [
  { name: 'a new statement', path: async () => '/zarzadzanie-trescia/komunikaty/nowy', media: false },
  { name: 'a new help article', path: async () => '/zarzadzanie-trescia/pomoc/nowa', media: true },
  { name: 'new terms', path: async () => '/zarzadzanie-trescia/regulaminy/nowy', media: false },
  {
    name: 'the cookie notice',
    path: async (page, token) => {
      const cookies = await apiCall(page, token, 'GET', '/api/admin/cookies');
      return cookies.data?.cookies
        ? '/zarzadzanie-trescia/ciasteczka/edytuj'
        : '/zarzadzanie-trescia/ciasteczka/nowe';
    },
    media: false,
  },
  {
    name: 'a general content',
    path: async (page, token) => {
      const list = await apiCall(page, token, 'GET', '/api/admin/general-content');
      const first = (list.data.general_contents ?? list.data.contents ?? list.data)[0] as { id: number };
      return `/zarzadzanie-trescia/tresci-ogolne/${first.id}/edytuj`;
    },
    media: false,
  },
];

/**
 * Selects everything typed in the editor (or puts the cursor inside `at`) and opens one of its
 * dialogs from the toolbar.
 */
async function openTool(page: Page, editor: Locator, tool: string, title = tool, at?: Locator) {
  if (at) {
    await at.click();
  } else {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
  }
  await page.getByRole('button', { name: tool, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Nothing was saved: the same address, the form's heading, no message of a save. */
async function expectStillOnForm(page: Page, url: string, heading: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText(/Zapisano|został zapisany|została zapisana|zostały zapisane/)).toHaveCount(0);
}

test('the editor dialogs insert into the editor and never submit the form that hosts it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia');
  const helpBefore = (await apiCall(page, token, 'GET', '/api/admin/help')).data;
  const statementsBefore = (await apiCall(page, token, 'GET', '/api/admin/statements')).data;
  let byEnter = true;
  for (const host of hosts) {
    await page.goto(await host.path(page, token));
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const url = page.url();
    const editor = page.getByRole('textbox', { name: 'Treść', exact: true });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Tekst do linku ${host.name}`);

    // 'Wstaw link', confirmed by Enter in the address field and by the button, one host after the other.
    const link = await openTool(page, editor, 'Wstaw link');
    await link.getByLabel('Adres linku').fill('https://www.example.gov.pl/');
    if (byEnter) await link.getByLabel('Adres linku').press('Enter');
    else await link.getByRole('button', { name: 'Wstaw' }).click();
    byEnter = !byEnter;
    await expectStillOnForm(page, url, heading);
    const inserted = editor.locator('a[href="https://www.example.gov.pl/"]');
    await expect(inserted, host.name).toHaveCount(1);

    // A wrong address is refused inside the dialog, the form stays as it is.
    const wrong = await openTool(page, editor, 'Wstaw link', 'Zmień link', inserted);
    await wrong.getByLabel('Adres linku').fill('javascript:alert(1)');
    await wrong.getByLabel('Adres linku').press('Enter');
    await expect(
      wrong.getByText('Link musi zaczynać się od http://, https://, mailto: albo / (strona portalu).'),
    ).toBeVisible();
    expect(page.url()).toBe(url);
    await wrong.getByRole('button', { name: 'Anuluj' }).click();
    await expectStillOnForm(page, url, heading);

    if (host.media) {
      const video = await openTool(page, editor, 'Wstaw wideo');
      await video.getByLabel('Adres filmu w serwisie YouTube').fill('https://example.org/film');
      await video.getByLabel('Adres filmu w serwisie YouTube').press('Enter');
      await expect(video.getByText('Podano niepoprawny url wideo.')).toBeVisible();
      expect(page.url()).toBe(url);
      await video.getByLabel('Adres filmu w serwisie YouTube').fill('https://youtu.be/dQw4w9WgXcQ');
      await video.getByRole('button', { name: 'Wstaw' }).click();
      await expectStillOnForm(page, url, heading);
      await expect(editor.locator('div[data-rich-video]')).toHaveCount(1);

      const image = await openTool(page, editor, 'Wstaw obraz');
      await image
        .locator('input[type="file"]')
        .setInputFiles({ name: 'kropka.png', mimeType: 'image/png', buffer: PNG });
      await image.getByLabel('Tekst alternatywny').fill('Kropka');
      await image.getByLabel('Tekst alternatywny').press('Enter');
      await expectStillOnForm(page, url, heading);
      await expect(editor.locator('img[alt="Kropka"]')).toHaveCount(1);
      await snap(page, { path: `${SHOTS}/dialogs-help-editor.png`, fullPage: true });
    }
  }
  // Nothing was created by any dialog.
  expect((await apiCall(page, token, 'GET', '/api/admin/help')).data).toEqual(helpBefore);
  expect((await apiCall(page, token, 'GET', '/api/admin/statements')).data).toEqual(statementsBefore);
});

test('a statement saved once after a link was inserted is saved once, with the link', async ({ page }) => {
  const token = await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia');
  const count = async () =>
    JSON.stringify((await apiCall(page, token, 'GET', '/api/admin/statements')).data).match(/"id":/g)
      ?.length ?? 0;
  const before = await count();
  await page.goto('/zarzadzanie-trescia/komunikaty/nowy');
  await page.getByLabel('Nagłówek').fill('Komunikat z linkiem');
  const editor = page.getByRole('textbox', { name: 'Treść', exact: true });
  await editor.click();
  await page.keyboard.type('Zobacz stronę programu');
  const link = await openTool(page, editor, 'Wstaw link');
  await link.getByLabel('Adres linku').fill('https://www.example.gov.pl/program');
  await link.getByLabel('Adres linku').press('Enter');
  await expect(link).toBeHidden();
  expect(await count()).toBe(before);
  await page.getByRole('button', { name: 'Zapisz komunikat' }).click();
  await expect(page).not.toHaveURL(/\/nowy$/);
  await expect.poll(count).toBe(before + 1);
  await expect(page.getByRole('link', { name: 'Zobacz stronę programu' })).toHaveAttribute(
    'href',
    'https://www.example.gov.pl/program',
  );
});

test('Escape closes a dialog; one holding unsaved input asks first (WAI-ARIA dialog pattern)', async ({
  page,
}) => {
  await page.goto('/ogloszenia/szukaj');
  await expect(page.getByText(/^Znaleziono/)).toBeVisible();
  // An untouched dialog closes at once, the focus back on the button that opened it.
  const open = page.getByRole('button', { name: /^Filtry/ }).first();
  await open.click();
  const filters = page.getByRole('dialog', { name: 'Filtry wyszukiwania' });
  await expect(filters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(open).toBeFocused();
  // Something entered: Escape asks; 'Wróć' keeps the dialog with what was typed, then closing drops it.
  await open.click();
  await filters.getByLabel('Tytuł ogłoszenia').fill('łóżka');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Niezapisane dane' });
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await expect(ask.getByRole('button', { name: 'Wróć' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(filters.getByLabel('Tytuł ogłoszenia')).toHaveValue('łóżka');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Zamknij bez zapisywania' }).click();
  await expect(filters).toBeHidden();
  expect(new URL(page.url()).searchParams.get('title')).toBeNull();
  // A confirmation: Escape gives its cancelling answer and nothing is removed.
  await signInAt(page, accounts.advertiser.email, '/projekty');
  await page.goto('/projekty');
  const remove = page.getByRole('button', { name: /^Usuń/ }).first();
  const label = await remove.textContent();
  await remove.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: label ?? '' })).toBeVisible();
});
