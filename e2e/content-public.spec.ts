import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expectAccessible } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => snap(page, { path: `${SHOTS}/${name}.png`, fullPage: true });

/** Downloads the PDF a button makes and returns its text (pdftotext). */
async function pdfText(page: Page, button: string, fileName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const file = `.tmp/${Date.now()}-${fileName}`;
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

test('the help: the table of contents, an article with related helps, a corrected address, pomoc.pdf', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pomoc' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pomoc' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Spis treści pomocy' });
  // Three levels: the root, its chapters, their articles.
  await expect(
    toc
      .getByRole('list')
      .getByRole('list')
      .getByRole('list')
      .getByRole('link', { name: 'Jak złożyć ofertę' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, '30-help-index');
  const text = await pdfText(page, 'Pobierz pomoc (PDF)', 'pomoc.pdf');
  expect(text).toContain('Pomoc Bazy Konkurencyjności');
  expect(text).toContain('Jak złożyć ofertę');
  expect(text).toContain('Oferty są niejawne');
  expect(text).toMatch(/strona 1 \/ \d/);

  await toc.getByRole('link', { name: 'Jak złożyć ofertę' }).click();
  await expect(page).toHaveURL(/\/pomoc\/\d+-jak-zlozyc-oferte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jak złożyć ofertę' })).toBeVisible();
  await expect(page.getByText(/^Data publikacji:/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Uzupełnij dane podmiotu' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Powiązana pomoc' });
  await expect(related.getByRole('link', { name: 'Pytania do ogłoszenia' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Okruszki' }).getByRole('link', { name: 'Dla oferentów' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, '31-help-article');
  // A wrong slug is corrected in the address.
  const id = /\/pomoc\/(\d+)-/.exec(page.url())?.[1];
  await page.goto(`/pomoc/${id}-zly-adres`);
  await expect(page).toHaveURL(new RegExp(`/pomoc/${id}-jak-zlozyc-oferte$`));
  await page.goto('/pomoc/999999-nie-ma');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
});

test('the terms with regulamin.pdf', async ({ page }) => {
  await page.goto('/regulamin');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeVisible();
  await expect(page.getByText('§ 1. Postanowienia ogólne')).toBeVisible();
  await expect(page.getByText(/^Obowiązuje od:/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '32-terms');
  const text = await pdfText(page, 'Pobierz regulamin (PDF)', 'regulamin.pdf');
  expect(text).toContain('§ 3. Oferty');
  expect(text).toContain('Baza Konkurencyjności - wygenerowano z portalu');
});

test('statements: the list, one statement, the yellow banner on every page', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Ważny komunikat' });
  await expect(
    banner.getByRole('link', { name: 'Przerwa techniczna w nocy z soboty na niedzielę' }),
  ).toBeVisible();
  await page.goto('/ogloszenia');
  await expect(banner).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Komunikaty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Komunikaty' })).toBeVisible();
  const items = page.locator('.statement-list__item');
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.first()).toContainText('Przerwa techniczna');
  await expectAccessible(page);
  await shot(page, '33-statements');
  await items.nth(1).getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nowa wersja Bazy Konkurencyjności' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'rozstrzygnięcie postępowania z protokołem' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the home boxes and the cookie banner, closed once until the notice changes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Zasada konkurencyjności' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Potrzebujesz pomocy?' })).toBeVisible();
  await expect(page.locator('.home-box')).toHaveCount(3);
  await expect(page.locator('.home-box').nth(2).getByRole('link', { name: 'pomocy' })).toHaveAttribute(
    'href',
    '/pomoc',
  );
  const cookies = page.getByRole('region', { name: 'Informacja o plikach cookies' });
  await expect(cookies).toContainText('niezbędnych plików cookies');
  await expectAccessible(page);
  await shot(page, '34-home-content');
  await cookies.getByRole('button', { name: 'Zamknij' }).click();
  await expect(cookies).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Zasada konkurencyjności' })).toBeVisible();
  await expect(cookies).toHaveCount(0);
});
