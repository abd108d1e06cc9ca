import fs from 'node:fs';
import { unzipSync, zipSync } from 'fflate';
import { ownAnnouncements, signInAt } from './support/announcements.ts';
import { expectNoPolish } from './support/english.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

/** Issue 47 (decision 0047): the procedure file, downloaded by its author and checked on the portal's page. */

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => snap(page, { path: `${SHOTS}/${name}.png`, fullPage: true });

test('the author downloads the procedure file of a settled announcement and the page finds it sound', async ({
  page,
}, testInfo) => {
  const token = await signInAt(page, accounts.advertiser.email);
  const [settled] = await ownAnnouncements(page, token, 'RESOLVED');
  expect(settled).toBeDefined();
  const id = settled?.id as number;
  await page.goto(`/ogloszenia/${id}`);
  const link = page.getByRole('link', { name: 'Pobierz teczkę postępowania' });
  await expect(link).toBeVisible();
  await shot(page, 'procedure-file-link');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^teczka-postepowania-.+\.zip$/);
  const file = testInfo.outputPath('teczka.zip');
  await download.saveAs(file);

  // The check, in the browser: nothing is sent.
  await page.getByRole('link', { name: 'sprawdź teczkę' }).click();
  await expect(page).toHaveURL(/\/weryfikacja$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weryfikacja teczki postępowania' }),
  ).toBeVisible();
  await expectAccessible(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await page.getByLabel('Plik teczki postępowania (ZIP)').setInputFiles(file);
  await expect(page.getByRole('heading', { level: 2, name: 'Plik zgodny' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'manifest.json' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ogloszenie/wersja-1.json' }).first()).toBeVisible();
  expect(sent).toEqual([]);
  // Every part checked, the proofs too (the key among those the portal publishes): nothing left unchecked.
  await expect(page.getByRole('heading', { level: 3, name: 'Nie sprawdzono' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'dowody.json' }).first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'procedure-file-ok');

  // One byte of the README changed: the page names the part.
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  const readme = entries['README.txt'] as Uint8Array;
  readme[0] = (readme[0] as number) ^ 1;
  const bad = testInfo.outputPath('zmieniona.zip');
  fs.writeFileSync(bad, zipSync(entries));
  await page.getByLabel('Plik teczki postępowania (ZIP)').setInputFiles(bad);
  await expect(page.getByRole('heading', { level: 2, name: 'Plik niezgodny' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'README.txt' })).toContainText(
    'Skrót SHA-256 różni się od zapisanego w manifeście',
  );
  await expectAccessible(page);
  await shot(page, 'procedure-file-changed');

  // The same check on the English page says its findings in English (issue 51); Polish only in data.
  await page.goto('/en/weryfikacja');
  const input = page.getByLabel('Procedure file (ZIP) or offer submission receipt (JSON)');
  await input.setInputFiles(file);
  await expect(page.getByRole('heading', { level: 2, name: 'File matches' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Matches the manifest (SHA-256 and size).' }).first(),
  ).toBeVisible();
  await expectNoPolish(page, ['main']);
  await input.setInputFiles(bad);
  await expect(page.getByRole('heading', { level: 2, name: 'File does not match' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'README.txt' })).toContainText(
    'The SHA-256 digest differs from the one recorded in the manifest',
  );
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'procedure-file-changed-en');
});

test('the footer leads to the check; a file that is not a zip is named so', async ({ page }, testInfo) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Stopka' })
    .getByRole('link', { name: 'Weryfikacja teczki' })
    .click();
  await expect(page).toHaveURL(/\/weryfikacja$/);
  const notZip = testInfo.outputPath('nie-zip.zip');
  fs.writeFileSync(notZip, 'to nie jest archiwum');
  await page.getByLabel('Plik teczki postępowania (ZIP)').setInputFiles(notZip);
  await expect(page.getByRole('alert')).toContainText('To nie jest archiwum ZIP teczki postępowania.');
  await expectAccessible(page);
});
